import { ChevronLeft, ChevronRight } from 'lucide-react';
import './Pager.css';

export interface PagerProps {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  label?: string;
}

/** Previous, numbered pages and Next; pages outside 1..pageCount are refused. */
export function Pager({ page, pageCount, onChange, label = 'Pages' }: PagerProps) {
  if (pageCount <= 1) return null;
  const go = (target: number) => {
    if (target >= 1 && target <= pageCount && target !== page) onChange(target);
  };
  return (
    <nav className="pager" aria-label={label}>
      <ul className="pager__list">
        <li>
          <button
            type="button"
            className="pager__button"
            onClick={() => go(page - 1)}
            disabled={page <= 1}
          >
            <ChevronLeft aria-hidden="true" size={18} />
            Previous
          </button>
        </li>
        {Array.from({ length: pageCount }, (_, index) => index + 1).map((number) => (
          <li key={number}>
            <button
              type="button"
              className={`pager__button pager__number${number === page ? ' is-current' : ''}`}
              aria-current={number === page ? 'page' : undefined}
              aria-label={`Page ${number}`}
              onClick={() => go(number)}
            >
              {number}
            </button>
          </li>
        ))}
        <li>
          <button
            type="button"
            className="pager__button"
            onClick={() => go(page + 1)}
            disabled={page >= pageCount}
          >
            Next
            <ChevronRight aria-hidden="true" size={18} />
          </button>
        </li>
      </ul>
    </nav>
  );
}

/** The items of one page (pages start at 1). */
export function pageItems<T>(items: T[], page: number, pageSize: number): T[] {
  const start = (page - 1) * pageSize;
  return items.slice(start, start + pageSize);
}
