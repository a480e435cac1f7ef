import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Envelope } from '@/api/types';

/**
 * What a detail page shows, loaded by its slug with `load` (an API function): null until it
 * arrives. An empty answer goes to /not-found; a failed call is logged as "Failed to load
 * treatment data", the message every detail page logs, and goes to /error.
 */
export function useDetailBySlug<T>(
  slug: string,
  load: (slug: string) => Promise<Envelope<T>>,
): T | null {
  const navigate = useNavigate();
  const [detail, setDetail] = useState<T | null>(null);

  useEffect(() => {
    let active = true;
    load(slug)
      .then((answer) => {
        if (!active) return;
        if (!answer?.success || !answer.data) {
          navigate('/not-found', { replace: true });
          return;
        }
        setDetail(answer.data);
      })
      .catch((error: unknown) => {
        if (!active) return;
        console.error('Failed to load treatment data', error);
        navigate('/error', { replace: true });
      });
    return () => {
      active = false;
    };
  }, [slug, load, navigate]);

  return detail;
}
