import { t } from '@lingui/core/macro';
import {
  aboutLinks,
  contactLink,
  homeLink,
  patientInfoLinks,
  wellnessLink,
  type NavLinkItem,
} from '@/config/navigation';
import { paths } from '@/config/paths';
import type { TreatmentMenus } from './treatment-menu';

export interface MenuLinkEntry {
  kind: 'link';
  label: string;
  to: string;
}

export interface MenuGroupEntry {
  kind: 'group';
  id: 'about' | 'what' | 'how' | 'patient';
  label: string;
  /** The group's name in the small-screen menu. */
  mobileLabel: string;
  links: NavLinkItem[];
  /** Shown instead of the links while the list is empty (loading, or the call failed). */
  emptyLink?: NavLinkItem;
}

export type MenuEntry = MenuLinkEntry | MenuGroupEntry;

/** The header menu: Home, About Us, What We Treat, How We Treat, Patient's Info, Massage & Wellness, Contact Us. */
export function buildMenu(treatmentMenus: TreatmentMenus): MenuEntry[] {
  return [
    { kind: 'link', ...homeLink },
    {
      kind: 'group',
      id: 'about',
      label: t`About Us`,
      mobileLabel: t`About Us`,
      links: aboutLinks,
    },
    {
      kind: 'group',
      id: 'what',
      label: t`What We Treat`,
      mobileLabel: t`What We Treat`,
      links: treatmentMenus.whatWeTreat.map(({ label, to }) => ({ label, to })),
      emptyLink: { label: t`All conditions we treat`, to: paths.physicalTherapyServices },
    },
    {
      kind: 'group',
      id: 'how',
      label: t`How We Treat`,
      mobileLabel: t`How We Treat`,
      links: treatmentMenus.howWeTreat.map(({ label, to }) => ({ label, to })),
      emptyLink: { label: t`All our treatments`, to: paths.physicalTherapyTreatments },
    },
    {
      kind: 'group',
      id: 'patient',
      label: t`Patient's Info`,
      mobileLabel: t`Patient Info`,
      links: patientInfoLinks,
    },
    { kind: 'link', ...wellnessLink },
    { kind: 'link', ...contactLink },
  ];
}
