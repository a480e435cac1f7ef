import { profile } from '@/content';
import { intlLocale } from '@/i18n/locale';
import { builtWallClock } from '@/lib/clinic-clock';

/** Today as yyyy-mm-dd in `timeZone` (the clinic's, America/New_York, by default). */
export function todayIn(timeZone: string = profile.timeZone, now: Date = new Date()): string {
  const wall = builtWallClock(now, timeZone);
  if (wall) return wall.toISOString().slice(0, 10);
  // Read, not shown: the parts are digits in either language.
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** Today in the clinic's time zone: the earliest appointment date a form accepts. */
export function clinicToday(): string {
  return todayIn(profile.timeZone);
}

/**
 * "2026-05-04" → "Monday, May 4, 2026" (in Spanish, "lunes, 4 de mayo de 2026"): the calendar
 * day as written, whatever the zone.
 */
export function longDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  const [, year, month, day] = match.map(Number);
  return new Intl.DateTimeFormat(intlLocale, {
    timeZone: 'UTC',
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(new Date(Date.UTC(year, month - 1, day)));
}
