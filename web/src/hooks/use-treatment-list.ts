import { useContext } from 'react';
import { TreatmentListContext } from './treatment-list-context';

/** Every treatment (loaded once by TreatmentListProvider); empty while loading or on failure. */
export function useTreatmentList() {
  return useContext(TreatmentListContext);
}
