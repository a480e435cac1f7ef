import { useEffect, useState } from 'react';
import { fetchLatest } from '@/features/staff/api/requests';
import type { Latest } from '@/features/staff/api/types';

export const POLL_MS = 15_000;

/**
 * Asks the server every 15 s, while the page is open, for the newest request and how many are
 * new (no patient data); at once when the tab comes back into view. A failed poll keeps the
 * last answer (a 401 ends the session through the console's client).
 */
export function useLatest(intervalMs = POLL_MS): Latest | null {
  const [latest, setLatest] = useState<Latest | null>(null);

  useEffect(() => {
    let active = true;
    const poll = () => {
      fetchLatest().then(
        (answer) => {
          if (!active) return;
          setLatest((before) =>
            before && before.newest === answer.newest && before.newCount === answer.newCount
              ? before
              : answer,
          );
        },
        () => undefined,
      );
    };
    poll();
    const timer = window.setInterval(poll, intervalMs);
    const onVisible = () => {
      if (document.visibilityState === 'visible') poll();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      active = false;
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [intervalMs]);

  return latest;
}
