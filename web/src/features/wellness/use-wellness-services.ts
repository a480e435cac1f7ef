import { useEffect, useState } from 'react';
import { getMessageDetails } from '@/api/wellness';
import type { WellnessService } from '@/api/types';

export type WellnessServicesState =
  | { status: 'loading' }
  | { status: 'loaded'; services: WellnessService[] }
  | { status: 'failed'; error: unknown };

/** The massage and wellness services (GetMessageDetails 0, false), loaded once. */
export function useWellnessServices(): WellnessServicesState {
  const [state, setState] = useState<WellnessServicesState>({ status: 'loading' });
  useEffect(() => {
    let active = true;
    getMessageDetails(0, false)
      .then((services) => {
        if (active) setState({ status: 'loaded', services });
      })
      .catch((error: unknown) => {
        if (active) setState({ status: 'failed', error });
      });
    return () => {
      active = false;
    };
  }, []);
  return state;
}
