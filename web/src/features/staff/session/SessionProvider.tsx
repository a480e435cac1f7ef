import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { onSessionRefused } from '@/features/staff/api/client';
import { fetchMe, signOut as endSession } from '@/features/staff/api/session';
import type { Me } from '@/features/staff/api/types';
import {
  SESSION_ENDED,
  SessionContext,
  SIGNED_OUT,
  type SessionState,
  type SessionValue,
} from './session-context';

/**
 * Who is signed in, asked once as the console opens. Any console call answered 401 ends it
 * here: the pages are drawn afresh (nothing of a request stays in memory) and RequireSession
 * sends the person to sign in, told that the session ended if there was one.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>({ status: 'checking' });
  const [generation, setGeneration] = useState(0);
  const current = useRef(state);

  // Leaving a session draws the pages afresh, so nothing it showed stays in memory; finding
  // out who is signed in, or signing in, keeps the page (an invitation reads its link once).
  const change = useCallback((next: SessionState) => {
    const leaving = current.current.status === 'signed-in' && next.status !== 'signed-in';
    current.current = next;
    setState(next);
    if (leaving) setGeneration((value) => value + 1);
  }, []);

  useEffect(() => {
    let active = true;
    fetchMe().then(
      (me) => {
        if (active && current.current.status === 'checking') change({ status: 'signed-in', me });
      },
      () => {
        if (active && current.current.status === 'checking') {
          change({ status: 'signed-out', notice: null });
        }
      },
    );
    return () => {
      active = false;
    };
  }, [change]);

  useEffect(
    () =>
      onSessionRefused(() => {
        const wasSignedIn = current.current.status === 'signed-in';
        if (current.current.status === 'signed-out') return;
        change({ status: 'signed-out', notice: wasSignedIn ? SESSION_ENDED : null });
      }),
    [change],
  );

  const signedIn = useCallback((me: Me) => change({ status: 'signed-in', me }), [change]);

  const signOut = useCallback(async () => {
    try {
      await endSession();
    } catch {
      // Signed out here whatever the server said: the cookie is ended or about to be refused.
    }
    change({ status: 'signed-out', notice: SIGNED_OUT });
  }, [change]);

  const value = useMemo<SessionValue>(
    () => ({ state, generation, signedIn, signOut }),
    [state, generation, signedIn, signOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
