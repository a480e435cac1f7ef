import { useEffect, useRef, type ReactNode } from 'react';
import './PageHeading.css';

/**
 * A console page's one heading. It takes focus as the page opens, so a screen reader starts
 * reading there and the keyboard continues from the top of the new page.
 */
export function PageHeading({ children, id }: { children: ReactNode; id?: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus({ preventScroll: false });
  }, []);
  return (
    <h1 ref={heading} id={id} className="page-heading" tabIndex={-1}>
      {children}
    </h1>
  );
}
