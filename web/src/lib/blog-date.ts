import { intlLocale } from '@/i18n/locale';

/** Month, day and year, read as a calendar day (UTC), in this build's language. */
const blogDateFormat = new Intl.DateTimeFormat(intlLocale, {
  timeZone: 'UTC',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});

/**
 * A blog date ("2026-10-02", with or without a time) shown as "October 2, 2026" (in Spanish,
 * "2 de octubre de 2026").
 */
export function formatBlogDate(value: string | null | undefined): string {
  if (!value) return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value.trim());
  if (!match) return value;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > 31) return value;
  return blogDateFormat.format(new Date(Date.UTC(year, month - 1, day)));
}

/** The machine-readable date for a <time> element ("2026-10-02"). */
export function blogDateTime(value: string | null | undefined): string | undefined {
  const match = value ? /^(\d{4}-\d{2}-\d{2})/.exec(value.trim()) : null;
  return match ? match[1] : undefined;
}
