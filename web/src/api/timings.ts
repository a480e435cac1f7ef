import { client } from './client';
import type { Timing, TimingListAnswer } from './types';

/** GET Treatment/GetTimings: working hours; id 0 = all. */
export async function getTimings(timeId: number): Promise<TimingListAnswer> {
  const response = await (
    await client()
  ).get<TimingListAnswer>('Treatment/GetTimings', {
    params: { TimeId: timeId },
  });
  return response.data;
}

export interface TimingsByType {
  physical: Timing[];
  massage: Timing[];
}

/** Splits timing entries by treatmentTypeName. */
export function splitTimings(entries: Timing[]): TimingsByType {
  return {
    physical: entries.filter((entry) => entry.treatmentTypeName === 'Physical Therapy'),
    massage: entries.filter((entry) => entry.treatmentTypeName === 'Massage Therapy'),
  };
}

/**
 * Working hours for the header popup: on success split by type; an unsuccessful answer or a
 * failed call leaves both lists empty.
 */
export async function loadTimings(): Promise<TimingsByType> {
  try {
    const answer = await getTimings(0);
    if (!answer?.success || !Array.isArray(answer.data)) return { physical: [], massage: [] };
    return splitTimings(answer.data);
  } catch (error) {
    console.error('Error loading working hours', error);
    return { physical: [], massage: [] };
  }
}
