import { createContext, useContext } from 'react';
import type { Me } from '@/features/staff/api/types';

export const SESSION_ENDED = 'Your session ended. Please sign in again.';
export const SIGNED_OUT = 'You have signed out.';

export type SessionState =
  | { status: 'checking' }
  | { status: 'signed-out'; notice: string | null }
  | { status: 'signed-in'; me: Me };

export interface SessionValue {
  state: SessionState;
  /** Changes at every sign-out: the console's pages are drawn afresh, empty, under it. */
  generation: number;
  /** A ceremony signed someone in. */
  signedIn: (me: Me) => void;
  /** Ends the session on the server and forgets everything the console showed. */
  signOut: () => Promise<void>;
}

export const SessionContext = createContext<SessionValue | null>(null);

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession is used outside the SessionProvider');
  return value;
}

/** The signed-in member; only for pages under RequireSession. */
export function useMe(): Me {
  const { state } = useSession();
  if (state.status !== 'signed-in') throw new Error('useMe is used without a session');
  return state.me;
}
