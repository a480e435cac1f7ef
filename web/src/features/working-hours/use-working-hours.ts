import { loadTimings, type TimingsByType } from '@/api/timings';
import { useApi } from '@/hooks/use-api';

/** The working hours split by treatment type: null while loading; empty lists if the call fails. */
export function useWorkingHours(): TimingsByType | null {
  // loadTimings answers empty lists instead of failing.
  const hours = useApi('working-hours', loadTimings);
  if (hours.status === 'loading') return null;
  return hours.status === 'loaded' ? hours.data : { physical: [], massage: [] };
}
