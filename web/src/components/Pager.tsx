import { ChevronLeft, ChevronRight } from 'lucide-react';
import './Pager.css';

export interface PagerProps {
  /** The page shown (pages start at 1). */
  page: number;
  /** How many items there are in all. */
  total: number;
  /** How many items a page holds. */
  pageSize: number;
  onChange: (page: number) => void;
  /** Accessible name of the pager's navigation landmark. */
  label?: string;
}

/** How many pages `total` items fill (at least 1). */
export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, pageSize)));
}

/** `page` brought into 1..pageCount (anything unreadable becomes 1). */
export function clampPage(page: number, pageCount: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), Math.max(1, pageCount));
}

/** The items of one page (pages start at 1). */
export function pageItems<T>(items: T[], page: number, pageSize: number): T[] {
  const start = (page - 1) * pageSize;
  return items.slice(start, start + pageSize);
}

/**
 * Previous, numbered pages and Next. Shown only when there are more items than one page
 * holds; pages outside 1..page count are refused.
 */
export function Pager({ page, total, pageSize, onChange, label = 'Pages' }: PagerProps) {
  if (total <= pageSize) return null;
  const pageCount = pageCountOf(total, pageSize);
  const current = clampPage(page, pageCount);
  const go = (target: number) => {
    if (target >= 1 && target <= pageCount && target !== current) onChange(target);
  };
  return (
    <nav className="pager" aria-label={label}>
      <ul className="pager__list">
        <li>
          <button
            type="button"
            className="pager__button"
            onClick={() => go(current - 1)}
            disabled={current <= 1}
          >
            <ChevronLeft aria-hidden="true" size={18} />
            Previous
          </button>
        </li>
        {Array.from({ length: pageCount }, (_, index) => index + 1).map((number) => (
          <li key={number}>
            <button
              type="button"
              className={`pager__button pager__number${number === current ? ' is-current' : ''}`}
              aria-current={number === current ? 'page' : undefined}
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
            onClick={() => go(current + 1)}
            disabled={current >= pageCount}
          >
            Next
            <ChevronRight aria-hidden="true" size={18} />
          </button>
        </li>
      </ul>
    </nav>
  );
}
