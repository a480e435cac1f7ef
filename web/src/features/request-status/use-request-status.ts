import { useCallback, useEffect, useState } from 'react';
import { fetchStatus, type PatientView } from './api';

export interface RequestStatusState {
  /** The request as the server last described it (kept while it is asked for again). */
  view: PatientView | undefined;
  /** Why the last ask failed, if it did. */
  error: unknown;
  /** Asking, for the first time or again. */
  checking: boolean;
  /** Asks the server again, keeping what is shown meanwhile. */
  reload: () => void;
  /** Takes the newer view the server answered a change with (cancel, reminders). */
  replace: (view: PatientView) => void;
}

interface Held {
  round: number;
  view?: PatientView;
  error?: unknown;
}

/**
 * The patient's view of one request, asked for with its key when the page opens and on
 * `reload`. The page is drawn in the browser only (the server sends the app's shell), so this
 * is a POST of its own rather than `useApi`'s page data; the key stays in this closure.
 */
export function useRequestStatus(reference: string, key: string): RequestStatusState {
  const [round, setRound] = useState(0);
  const [held, setHeld] = useState<Held>({ round: -1 });

  useEffect(() => {
    let current = true;
    fetchStatus({ reference, key }).then(
      (view) => {
        if (current) setHeld({ round, view });
      },
      (error: unknown) => {
        if (current) setHeld((before) => ({ round, view: before.view, error }));
      },
    );
    return () => {
      current = false;
    };
  }, [reference, key, round]);

  const reload = useCallback(() => setRound((value) => value + 1), []);
  const replace = useCallback((view: PatientView) => setHeld({ round, view }), [round]);

  return {
    view: held.view,
    error: held.round === round ? held.error : undefined,
    checking: held.round !== round,
    reload,
    replace,
  };
}
