import { Link } from 'react-router-dom';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import './ConsolePager.css';

export interface ConsolePagerProps {
  page: number;
  pageSize: number;
  total: number;
  /** The address of page `page` (the filters kept). */
  hrefOf: (page: number) => string;
  label: string;
}

/** "1–50 of 312" */
export function rangeText(page: number, pageSize: number, total: number): string {
  if (total === 0) return '0 of 0';
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return `${first}–${last} of ${total}`;
}

/** Previous and Next, with where the page stands in the list. */
export function ConsolePager({ page, pageSize, total, hrefOf, label }: ConsolePagerProps) {
  const hasPrevious = page > 1;
  const hasNext = page * pageSize < total;
  return (
    <nav className="console-pager" aria-label={label}>
      <p className="console-pager__range">{rangeText(page, pageSize, total)}</p>
      <div className="console-pager__steps">
        {hasPrevious ? (
          <Link className="btn btn--outline btn--small" to={hrefOf(page - 1)}>
            <ChevronLeft aria-hidden="true" size={18} />
            Previous
          </Link>
        ) : null}
        {hasNext ? (
          <Link className="btn btn--outline btn--small" to={hrefOf(page + 1)}>
            Next
            <ChevronRight aria-hidden="true" size={18} />
          </Link>
        ) : null}
      </div>
    </nav>
  );
}
