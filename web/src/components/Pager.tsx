import { t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import './Pager.css';

export interface PagerProps {
  /** The page shown (pages start at 1). */
  page: number;
  /** How many items there are in all. */
  total: number;
  /** How many items a page holds. */
  pageSize: number;
  /** The address of a page (see usePageParam). */
  hrefOf: (page: number) => string;
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

/** Previous or Next: a link, or a disabled one at either end. */
function StepLink({ to, children }: { to: string | null; children: ReactNode }) {
  if (to === null) {
    return (
      <a role="link" aria-disabled="true" className="pager__button">
        {children}
      </a>
    );
  }
  return (
    <Link to={to} className="pager__button">
      {children}
    </Link>
  );
}

/**
 * Previous, numbered pages and Next, as links to each page's address (so a reader without
 * JavaScript can page too). Shown only when there are more items than one page holds.
 */
export function Pager({ page, total, pageSize, hrefOf, label = t`Pages` }: PagerProps) {
  if (total <= pageSize) return null;
  const pageCount = pageCountOf(total, pageSize);
  const current = clampPage(page, pageCount);
  return (
    <nav className="pager" aria-label={label}>
      <ul className="pager__list">
        <li>
          <StepLink to={current > 1 ? hrefOf(current - 1) : null}>
            <ChevronLeft aria-hidden="true" size={18} />
            {t`Previous`}
          </StepLink>
        </li>
        {Array.from({ length: pageCount }, (_, index) => index + 1).map((number) => (
          <li key={number}>
            <Link
              to={hrefOf(number)}
              className={`pager__button pager__number${number === current ? ' is-current' : ''}`}
              aria-current={number === current ? 'page' : undefined}
              aria-label={t`Page ${number}`}
            >
              {number}
            </Link>
          </li>
        ))}
        <li>
          <StepLink to={current < pageCount ? hrefOf(current + 1) : null}>
            {t`Next`}
            <ChevronRight aria-hidden="true" size={18} />
          </StepLink>
        </li>
      </ul>
    </nav>
  );
}
