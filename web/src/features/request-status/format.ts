import { profile } from '@/content';
import { intlLocale } from '@/i18n/locale';

const visitFormat = new Intl.DateTimeFormat(intlLocale, {
  timeZone: profile.timeZone,
  dateStyle: 'full',
  timeStyle: 'short',
});

/**
 * "Tuesday, March 3, 2026 at 10:30 AM" ("martes, 3 de marzo de 2026, 10:30 a.m." in Spanish): a
 * visit's time in the clinic's time zone, whatever the patient's device is set to. Anything
 * unreadable is given back as it came.
 */
export function visitTime(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  // Newer ICU puts a narrow no-break space before AM/PM; the server's words use a plain one.
  return visitFormat.format(at).replace(/\u202f/g, ' ');
}

/** The clinic's address on one line per part: street, then "town, state postal code". */
export function addressLines(): string[] {
  const { street, city, state, postalCode } = profile.address;
  return [street, `${city}, ${state} ${postalCode}`];
}
