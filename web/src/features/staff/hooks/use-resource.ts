import { useCallback, useEffect, useEffectEvent, useState } from 'react';

export interface Resource<T> {
  /** The answer for the current key (kept while it is loaded again). */
  data: T | undefined;
  /** Why the last load failed, if it did. */
  error: unknown;
  /** Loading for the first time for this key. */
  loading: boolean;
  /** Loads it again, showing the data held meanwhile. */
  reload: () => void;
  /** Takes a newer answer the server gave to a change (a move, a note). */
  replace: (data: T) => void;
}

interface Held<T> {
  key: string;
  data?: T;
  error?: unknown;
  settled: boolean;
}

/**
 * Loads one thing for the console when `key` changes (the key names what the answer depends
 * on: a reference, the filters) and on `reload`. A late answer for an older key is dropped.
 * Nothing is cached beyond the component: signing out draws the pages afresh, empty.
 */
export function useResource<T>(key: string, fetcher: () => Promise<T>): Resource<T> {
  const [held, setHeld] = useState<Held<T>>({ key, settled: false });
  const [round, setRound] = useState(0);
  const load = useEffectEvent(fetcher);

  useEffect(() => {
    let current = true;
    new Promise<T>((resolve) => resolve(load())).then(
      (data) => {
        if (current) setHeld({ key, data, settled: true });
      },
      (error: unknown) => {
        if (current) {
          setHeld((before) => ({
            key,
            data: before.key === key ? before.data : undefined,
            error,
            settled: true,
          }));
        }
      },
    );
    return () => {
      current = false;
    };
  }, [key, round]);

  const reload = useCallback(() => setRound((value) => value + 1), []);
  const replace = useCallback((data: T) => setHeld({ key, data, settled: true }), [key]);

  const mine = held.key === key;
  return {
    data: mine ? held.data : undefined,
    error: mine ? held.error : undefined,
    loading: !mine || (!held.settled && held.data === undefined),
    reload,
    replace,
  };
}
