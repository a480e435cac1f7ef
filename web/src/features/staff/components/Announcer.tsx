import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { AnnouncerContext } from '@/features/staff/hooks/announcer-context';

/**
 * The console's live region: one polite status line that screen readers read out. The same
 * message twice is read twice (the region is emptied first).
 */
export function Announcer({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState('');
  const timer = useRef<number | undefined>(undefined);

  const announce = useCallback((next: string) => {
    setMessage('');
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setMessage(next), 50);
  }, []);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  return (
    <AnnouncerContext.Provider value={announce}>
      {children}
      <div role="status" aria-live="polite" className="visually-hidden" data-testid="announcer">
        {message}
      </div>
    </AnnouncerContext.Provider>
  );
}
