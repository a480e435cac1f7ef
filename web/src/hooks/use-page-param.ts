import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { clampPage, pageCountOf } from '@/components/Pager';

/**
 * The list page kept in the address (`?page=2`), so Back returns to the same page. Pages
 * outside 1..page count are brought back into range; page 1 leaves the parameter out.
 */
export function usePageParam(total: number, pageSize: number): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const pageCount = pageCountOf(total, pageSize);
  const page = clampPage(Number(params.get('page') ?? '1'), pageCount);

  const setPage = useCallback(
    (next: number) => {
      setParams((current) => {
        const updated = new URLSearchParams(current);
        const target = clampPage(next, pageCount);
        if (target <= 1) updated.delete('page');
        else updated.set('page', String(target));
        return updated;
      });
    },
    [setParams, pageCount],
  );

  return [page, setPage];
}
