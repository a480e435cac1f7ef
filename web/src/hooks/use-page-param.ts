import { useCallback } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { clampPage, pageCountOf } from '@/components/Pager';

/**
 * The list page kept in the address (`?page=2`), so Back returns to the same page, and the
 * address of any page (for the pager's links). Pages outside 1..page count are brought back
 * into range; page 1 leaves the parameter out.
 */
export function usePageParam(total: number, pageSize: number): [number, (page: number) => string] {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const pageCount = pageCountOf(total, pageSize);
  const page = clampPage(Number(params.get('page') ?? '1'), pageCount);

  const hrefOf = useCallback(
    (target: number) => {
      const updated = new URLSearchParams(params);
      const wanted = clampPage(target, pageCount);
      if (wanted <= 1) updated.delete('page');
      else updated.set('page', String(wanted));
      const query = updated.toString();
      return query ? `${pathname}?${query}` : pathname;
    },
    [params, pathname, pageCount],
  );

  return [page, hrefOf];
}
