import { useEffect, useState, type ReactNode } from 'react';
import { loadTreatmentList } from '@/api/treatments';
import { TreatmentListContext, type TreatmentListState } from './treatment-list-context';

/** Loads every treatment once per visit and shares it with the menus and lists. */
export function TreatmentListProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<TreatmentListState>({ treatments: [], loading: true });

  useEffect(() => {
    let active = true;
    void loadTreatmentList().then((treatments) => {
      if (active) setState({ treatments, loading: false });
    });
    return () => {
      active = false;
    };
  }, []);

  return <TreatmentListContext.Provider value={state}>{children}</TreatmentListContext.Provider>;
}
