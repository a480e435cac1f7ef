import { createContext } from 'react';
import type { Treatment } from '@/api/types';

export interface TreatmentListState {
  treatments: Treatment[];
  loading: boolean;
}

export const TreatmentListContext = createContext<TreatmentListState>({
  treatments: [],
  loading: false,
});
