import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const subscribeNever = () => () => undefined;

/**
 * False on the server and while a page rendered there hydrates, true from the next render on:
 * for what only the browser shows (an embed, a form fetched on demand), so the first render
 * matches the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

/**
 * As useHydrated, but on a page the server rendered it turns true a moment after hydration as a
 * transition: what it brings (a form in the place of its stand-in) is drawn in slices with the
 * browser's turns between them. useHydrated's own change is drawn in one task, as every change
 * of an external store is, and a whole form drawn that way held a phone's main thread for
 * 50-130 ms. On a page the browser draws itself it is true from the first render.
 */
export function useHydratedSoon(): boolean {
  const hydrated = useHydrated();
  const [shown, setShown] = useState(hydrated);
  useEffect(() => {
    if (hydrated && !shown) startTransition(() => setShown(true));
  }, [hydrated, shown]);
  return shown;
}
