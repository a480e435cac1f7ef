import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Scrolls to the top of the page on every navigation; not on the first page, whose content
 * came with the HTML and may have been scrolled already (or restored on reload).
 */
export function ScrollToTop() {
  const { pathname, search } = useLocation();
  const shown = useRef(pathname + search);
  useEffect(() => {
    if (shown.current === pathname + search) return;
    shown.current = pathname + search;
    window.scrollTo(0, 0);
  }, [pathname, search]);
  return null;
}
