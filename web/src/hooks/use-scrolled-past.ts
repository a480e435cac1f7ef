import { useEffect, useState } from 'react';

/**
 * True once the window has scrolled more than `threshold` pixels, false again once it is back at
 * `releaseAt` pixels or less (by default the threshold itself). A lower `releaseAt` keeps a
 * style from flickering when the page rests just past the threshold. False until the page is
 * mounted, as on the server.
 */
export function useScrolledPast(threshold: number, releaseAt = threshold): boolean {
  const [past, setPast] = useState(false);

  useEffect(() => {
    // React skips the render when the value has not changed, so this is cheap per scroll event.
    const update = () =>
      setPast((was) => (was ? window.scrollY > releaseAt : window.scrollY > threshold));
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold, releaseAt]);

  return past;
}
