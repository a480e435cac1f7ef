import { locale, type Locale } from '@/i18n/locale';

// Written out, not asked of Intl: the first Intl date format a page makes loads the browser's
// ICU data, 15-50 ms of one task, and this module is evaluated with the app's first code on
// every page that lists blogs. The names and orders are CLDR's for en-US and es-US (the test
// compares them with Intl month by month).
const MONTHS: Record<Locale, readonly string[]> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  es: [
    'enero',
    'febrero',
    'marzo',
    'abril',
    'mayo',
    'junio',
    'julio',
    'agosto',
    'septiembre',
    'octubre',
    'noviembre',
    'diciembre',
  ],
};

/** "October 2, 2026" in English, "2 de octubre de 2026" in Spanish (month counted from 1). */
export function writtenDate(year: number, month: number, day: number, language: Locale): string {
  const name = MONTHS[language][month - 1];
  return language === 'es' ? `${day} de ${name} de ${year}` : `${name} ${day}, ${year}`;
}

/**
 * A blog date ("2026-10-02", with or without a time) shown as "October 2, 2026" (in Spanish,
 * "2 de octubre de 2026"): the calendar day as written, whatever the zone.
 */
export function formatBlogDate(value: string | null | undefined): string {
  if (!value) return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value.trim());
  if (!match) return value;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > 31) return value;
  return writtenDate(year, month, day, locale);
}

/** The machine-readable date for a <time> element ("2026-10-02"). */
export function blogDateTime(value: string | null | undefined): string | undefined {
  const match = value ? /^(\d{4}-\d{2}-\d{2})/.exec(value.trim()) : null;
  return match ? match[1] : undefined;
}
