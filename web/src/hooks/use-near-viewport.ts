import { useEffect, useState, type RefObject } from 'react';

/** Without IntersectionObserver there is no way to wait: count as near from the start. */
function cannotWait(): boolean {
  // On the server it starts false, as in every browser, so the page hydrates as rendered.
  return typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined';
}

/** Becomes true (and stays true) once the element comes within `margin` of the viewport. */
export function useNearViewport(ref: RefObject<Element | null>, margin = '400px'): boolean {
  const [near, setNear] = useState(cannotWait);

  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);

  return near;
}
