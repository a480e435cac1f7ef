import type { ElementType, ReactNode } from 'react';
import './PageColumns.css';

export interface PageColumnsProps {
  /** The page's own content. */
  children: ReactNode;
  /** The side column (below the content on narrow screens). */
  side?: ReactNode;
  /** Element of the main column (e.g. `article`). */
  as?: ElementType;
  className?: string;
}

/** A page's content with a side column beside it on wide screens. */
export function PageColumns({ children, side, as: Main = 'div', className }: PageColumnsProps) {
  return (
    <div className={`container page-columns${className ? ` ${className}` : ''}`}>
      <Main className="page-columns__main">{children}</Main>
      {side}
    </div>
  );
}
