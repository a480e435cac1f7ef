import { useMemo, type ReactNode } from 'react';
import { loadTreatmentList } from '@/api/treatments';
import { useApi } from './use-api';
import { TreatmentListContext, type TreatmentListState } from './treatment-list-context';

/** Loads every treatment once per visit and shares it with the menus and lists. */
export function TreatmentListProvider({ children }: { children: ReactNode }) {
  // loadTreatmentList answers an empty list instead of failing.
  const list = useApi('treatments', loadTreatmentList);
  const state = useMemo<TreatmentListState>(
    () =>
      list.status === 'loaded'
        ? { treatments: list.data, loading: false }
        : { treatments: [], loading: list.status === 'loading' },
    [list],
  );
  return <TreatmentListContext.Provider value={state}>{children}</TreatmentListContext.Provider>;
}
