import type { Treatment } from '@/api/types';

/** The physical therapy treatments (treatmentTypeID 1) of one list: W or H. */
export function treatmentsOf(treatments: Treatment[], flag: 'W' | 'H'): Treatment[] {
  return treatments.filter(
    (treatment) =>
      Number(treatment.treatmentTypeID) === 1 &&
      Boolean(treatment.slug) &&
      String(treatment.flag ?? '')
        .trim()
        .toUpperCase() === flag,
  );
}
