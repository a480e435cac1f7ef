import { use, useContext, useEffect, useEffectEvent, useState } from 'react';
import { PageDataContext } from '@/lib/page-data';

/** Where one load stands: waiting for the answer, answered, or failed with its error. */
export type ApiState<T> =
  { status: 'loading' } | { status: 'loaded'; data: T } | { status: 'failed'; error: unknown };

const LOADING = { status: 'loading' } as const;

/**
 * The one way the app loads data: calls `fetcher` when the component mounts and again whenever
 * `key` changes (the key names what the answer depends on, e.g. a slug), and gives its state.
 * An answer that arrives after the key changed or the component left is dropped, so a slow
 * answer never overwrites a newer one. Nothing is cached: each component loads its own.
 *
 * A page rendered on the server starts from the answers it was rendered with: the server
 * render waits for each answer (so it is in the HTML), and the browser's first render takes it
 * from the page's data and asks the API for nothing.
 */
export function useApi<T>(key: string, fetcher: () => Promise<T>): ApiState<T> {
  const page = useContext(PageDataContext);
  let rendered: { data: T } | undefined;
  if (page && key in page.answers) rendered = { data: page.answers[key] as T };
  else if (page?.load) rendered = { data: use(page.load(key, fetcher)) };

  const [settled, setSettled] = useState<{ key: string; state: ApiState<T> } | null>(() =>
    rendered ? { key, state: { status: 'loaded', data: rendered.data } } : null,
  );
  // The fetcher is a new function on every render; only the key decides when to load again.
  const load = useEffectEvent(fetcher);
  const answered = useEffectEvent((current: string) => settled?.key === current);

  useEffect(() => {
    if (answered(key)) return;
    let current = true;
    // A fetcher that throws before its first await fails like one whose promise rejects.
    new Promise<T>((resolve) => resolve(load())).then(
      (data) => {
        if (current) setSettled({ key, state: { status: 'loaded', data } });
      },
      (error: unknown) => {
        if (current) setSettled({ key, state: { status: 'failed', error } });
      },
    );
    return () => {
      current = false;
    };
  }, [key]);

  return settled?.key === key ? settled.state : LOADING;
}
