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
    { kind: 'group', id: 'about', label: 'About Us', mobileLabel: 'About Us', links: aboutLinks },
    {
      kind: 'group',
      id: 'what',
      label: 'What We Treat',
      mobileLabel: 'What We Treat',
      links: treatmentMenus.whatWeTreat.map(({ label, to }) => ({ label, to })),
      emptyLink: { label: 'All conditions we treat', to: paths.physicalTherapyServices },
    },
    {
      kind: 'group',
      id: 'how',
      label: 'How We Treat',
      mobileLabel: 'How We Treat',
      links: treatmentMenus.howWeTreat.map(({ label, to }) => ({ label, to })),
      emptyLink: { label: 'All our treatments', to: paths.physicalTherapyTreatments },
    },
    {
      kind: 'group',
      id: 'patient',
      label: "Patient's Info",
      mobileLabel: 'Patient Info',
      links: patientInfoLinks,
    },
    { kind: 'link', ...wellnessLink },
    { kind: 'link', ...contactLink },
  ];
}
