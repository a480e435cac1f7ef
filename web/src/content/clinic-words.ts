import { plural, t } from '@lingui/core/macro';
import { intlLocale, locale } from '@/i18n/locale';
import type { HoursLine } from './types';

/*
 * content/clinic.json is written in English. Its words that are not names (the opening-hours
 * lines, the figures' labels, the intake form's title, the visit lengths, the state) in this
 * build's language: the English build shows them as written; another language reads them and
 * says them in its own words. A phrase written in a way these functions cannot read is shown
 * as written.
 */

const ENGLISH_DAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const ENGLISH_MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

const inEnglish = locale === 'en';

/** "lunes a viernes" begins a line as "Lunes a viernes". */
function capitalized(text: string): string {
  return text.charAt(0).toLocaleUpperCase(intlLocale) + text.slice(1);
}

/** "Monday" as this build's language names the day; undefined for any other word. */
function dayName(english: string): string | undefined {
  const index = ENGLISH_DAYS.indexOf(english.trim().toLowerCase());
  if (index < 0) return undefined;
  // 1 January 2023 was a Sunday.
  const day = new Date(Date.UTC(2023, 0, 1 + index));
  return new Intl.DateTimeFormat(intlLocale, { weekday: 'long', timeZone: 'UTC' }).format(day);
}

/** "9 am", "9.30 AM", "12 pm" as this build's language writes the time of day ("9:00 a.m."). */
function clockTime(english: string): string | undefined {
  const match = /^(\d{1,2})(?:[.:](\d{2}))?\s*([ap])\.?\s?m\.?$/i.exec(english.trim());
  if (!match) return undefined;
  const [, hours, minutes = '0', half] = match;
  const hour = (Number(hours) % 12) + (half.toLowerCase() === 'p' ? 12 : 0);
  const minute = Number(minutes);
  if (Number(hours) > 12 || minute > 59) return undefined;
  const format = new Intl.DateTimeFormat(intlLocale, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  });
  // Newer ICU puts a narrow no-break space before a.m./p.m.: a plain one reads the same.
  return format.format(new Date(Date.UTC(2023, 0, 1, hour, minute))).replace(/\u202f/g, ' ');
}

/** "Monday to Friday", "9 am to 7 pm" or one day or time, each end said by `say`. */
function range(text: string, say: (end: string) => string | undefined): string | undefined {
  const ends = text.split(/\s+to\s+/i);
  if (ends.length > 2) return undefined;
  const [from, until] = ends.map(say);
  if (from === undefined || ends.length === 1) return from;
  return until === undefined ? undefined : t`${{ from }} to ${{ until }}`;
}

/** An opening-hours line ("Monday to Friday", "9 am to 7 pm") in this build's language. */
export function hoursLine(line: HoursLine): HoursLine {
  if (inEnglish) return line;
  const days = range(line.days, dayName);
  return {
    days: days === undefined ? line.days : capitalized(days),
    time: range(line.time, clockTime) ?? line.time,
  };
}

/** The label of one of the clinic's figures ("Skilled Therapists") in this build's language. */
export function statLabel(label: string): string {
  if (inEnglish) return label;
  const labels: Record<string, string> = {
    'Skilled Therapists': t`Skilled Therapists`,
    'Success Rate': t`Success Rate`,
    'Patients Treated': t`Patients Treated`,
    'Experience Team': t`Experience Team`,
  };
  return labels[label.trim()] ?? label;
}

/** "Patient Intake Form (September 2025)": the form's title and the month of its edition. */
export function intakeFormLabel(label: string): string {
  if (inEnglish) return label;
  const match = /^Patient Intake Form(?:\s*\((\p{L}+)\s+(\d{4})\))?$/iu.exec(label.trim());
  if (!match) return label;
  const [, month, year] = match;
  if (!month) return t`Patient Intake Form`;
  const index = ENGLISH_MONTHS.indexOf(month.toLowerCase());
  if (index < 0) return label;
  const edition = new Intl.DateTimeFormat(intlLocale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(Number(year), index, 1)));
  return t`Patient Intake Form (${{ edition }})`;
}

/** How long a visit takes ("1 hour 15 minutes", "45 to 60 minutes", "15 minutes"). */
export function visitLength(text: string): string {
  if (inEnglish) return text;
  const hoursAndMinutes = /^(?:(\d+)\s+hours?)?\s*(?:(\d+)\s+minutes?)?$/i.exec(text.trim());
  if (hoursAndMinutes && (hoursAndMinutes[1] || hoursAndMinutes[2])) {
    const hours = Number(hoursAndMinutes[1] ?? 0);
    const minutes = Number(hoursAndMinutes[2] ?? 0);
    const parts = [
      hours ? plural(hours, { one: '# hour', other: '# hours' }) : '',
      minutes ? plural(minutes, { one: '# minute', other: '# minutes' }) : '',
    ];
    return parts.filter(Boolean).join(' ');
  }
  const minuteRange = /^(\d+)\s+to\s+(\d+)\s+minutes?$/i.exec(text.trim());
  if (minuteRange) {
    const from = Number(minuteRange[1]);
    const until = Number(minuteRange[2]);
    return plural(until, { one: `${from} to # minute`, other: `${from} to # minutes` });
  }
  return text;
}

/** The clinic's state ("New Jersey", clinic.json's `directAccess`) in this build's language. */
export function stateName(name: string): string {
  if (inEnglish) return name;
  const names: Record<string, string> = { 'New Jersey': t`New Jersey` };
  return names[name.trim()] ?? name;
}
