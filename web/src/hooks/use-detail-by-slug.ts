import { useEffect } from 'react';
import { isAxiosError } from 'axios';
import { useNavigate } from 'react-router-dom';
import type { Envelope } from '@/api/types';
import { paths } from '@/config/paths';
import { useApi } from './use-api';

/** Answers by which the API says a slug names nothing it could hold (malformed, unknown). */
const REFUSED_SLUG = new Set([400, 404, 422]);

/** True when the call failed because the API refused the slug itself, not because it broke. */
export function isRefusedSlug(error: unknown): boolean {
  return isAxiosError(error) && REFUSED_SLUG.has(error.response?.status ?? 0);
}

/**
 * What a detail page shows, loaded by its slug with `load` (an API function): null until it
 * arrives. An unsuccessful or empty answer, or a slug the API refuses (a 422 for one it cannot
 * hold), goes to /not-found; any other failed call is logged as "Failed to load treatment
 * data", the message every detail page logs, and goes to /error.
 */
export function useDetailBySlug<T>(
  slug: string,
  load: (slug: string) => Promise<Envelope<T>>,
): T | null {
  const navigate = useNavigate();
  const answer = useApi(slug, () => load(slug));
  const detail =
    answer.status === 'loaded' && answer.data?.success ? (answer.data.data ?? null) : null;

  useEffect(() => {
    if (answer.status === 'failed' && !isRefusedSlug(answer.error)) {
      console.error('Failed to load treatment data', answer.error);
      navigate(paths.error, { replace: true });
    } else if (answer.status !== 'loading' && !detail) {
      navigate(paths.notFound, { replace: true });
    }
  }, [answer, detail, navigate]);

  return detail;
}
