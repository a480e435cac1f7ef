import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';

/** True when `to` (path and optional query) is the page being shown. */
export function isCurrentLink(to: string, pathname: string, search: string): boolean {
  const [path, query] = to.split('?');
  if (path.toLowerCase() !== pathname.toLowerCase()) return false;
  return query
    ? new URLSearchParams(search).toString() === new URLSearchParams(query).toString()
    : true;
}

export interface MenuLinkProps {
  to: string;
  className: string;
  onClick: () => void;
  children: ReactNode;
}

/** A menu link marked as the current page when its path and query match the address. */
export function MenuLink({ to, className, onClick, children }: MenuLinkProps) {
  const { pathname, search } = useLocation();
  const current = isCurrentLink(to, pathname, search);
  return (
    <Link
      to={to}
      className={`${className}${current ? ' active' : ''}`}
      aria-current={current ? 'page' : undefined}
      onClick={onClick}
    >
      {children}
    </Link>
  );
}
