import type { Treatment } from '@/api/types';
import { paths } from '@/config/paths';

export interface TreatmentMenuItem {
  id: number;
  label: string;
  slug: string;
  to: string;
}

export interface TreatmentMenus {
  /** Flag W: What We Treat, linking to /what-we-treat?slug=…. */
  whatWeTreat: TreatmentMenuItem[];
  /** Flag H: How We Treat, linking to /how-we-treat?slug=…. */
  howWeTreat: TreatmentMenuItem[];
}

/** Physical therapy treatments only (treatmentTypeID 1), split by flag into the two menus. */
export function buildTreatmentMenus(treatments: Treatment[] | null | undefined): TreatmentMenus {
  const menus: TreatmentMenus = { whatWeTreat: [], howWeTreat: [] };
  for (const treatment of treatments ?? []) {
    if (Number(treatment.treatmentTypeID) !== 1 || !treatment.slug) continue;
    const flag = String(treatment.flag ?? '')
      .trim()
      .toUpperCase();
    if (flag !== 'W' && flag !== 'H') continue;
    const item: TreatmentMenuItem = {
      id: treatment.treatmentID ?? treatment.treatmentId,
      label: treatment.treatmentName,
      slug: treatment.slug,
      to: paths.treatment(flag, treatment.slug),
    };
    (flag === 'W' ? menus.whatWeTreat : menus.howWeTreat).push(item);
  }
  return menus;
}
