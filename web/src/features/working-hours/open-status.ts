/**
 * Whether the clinic is open at a moment, read in the clinic's own time zone, and how to say it:
 * "Open now · closes at 7 pm", "Closed now · opens Monday at 9 am".
 */
import { select, t } from '@lingui/core/macro';
import type { Timing } from '@/api/types';
import type { OpeningHoursSpec } from '@/content';
import { intlLocale } from '@/i18n/locale';
import { builtWallClock } from '@/lib/clinic-clock';
import { dayHalfInSentence, dayNames, shortDayNames } from './day-names';

/**
 * Monday first, as the hours are written (and read, in English, whatever the site's language);
 * index 0 is Monday, 6 is Sunday.
 */
const DAY_NAMES = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
const DAY_SHORT = DAY_NAMES.map((name) => name.slice(0, 3));
const MINUTES_PER_DAY = 24 * 60;

/** One opening on one day of the week, in minutes after midnight (closes after opens). */
export interface OpeningSpan {
  /** 0 = Monday ... 6 = Sunday. */
  day: number;
  opens: number;
  closes: number;
}

/** What the clock says at the clinic: the day of the week (0 = Monday) and minutes after midnight. */
export interface ClinicTime {
  day: number;
  minutes: number;
}

export type OpenStatus =
  | { open: true; closes: number }
  | { open: false; next: { day: number; opens: number; inDays: number } | null };

/** "Mon", "monday", " TUE " → 0, 1; anything else → -1. */
export function dayIndex(day: string): number {
  const short = day.trim().slice(0, 3).toLowerCase();
  return DAY_SHORT.findIndex((name) => name.toLowerCase() === short);
}

/** "09:00", "9:30", "19:00:00" → minutes after midnight; null for what is not a time. */
export function minutesOfDay(time: string | null | undefined): number | null {
  const match = /^\s*(\d{1,2}):(\d{2})(?::\d{2}(?:\.\d+)?)?\s*$/.exec(time ?? '');
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 24 || minutes > 59 || hours * 60 + minutes > MINUTES_PER_DAY) return null;
  return hours * 60 + minutes;
}

function span(day: number, opens: string, closes: string): OpeningSpan | null {
  const from = minutesOfDay(opens);
  const to = minutesOfDay(closes);
  if (day < 0 || from === null || to === null || to <= from) return null;
  return { day, opens: from, closes: to };
}

/** Sorted by day and time, with openings that touch or overlap on one day joined. */
function normalise(spans: OpeningSpan[]): OpeningSpan[] {
  const sorted = [...spans].sort((a, b) => a.day - b.day || a.opens - b.opens);
  const joined: OpeningSpan[] = [];
  for (const next of sorted) {
    const last = joined[joined.length - 1];
    if (last && last.day === next.day && next.opens <= last.closes) {
      last.closes = Math.max(last.closes, next.closes);
    } else {
      joined.push({ ...next });
    }
  }
  return joined;
}

/** The openings of working-hours entries ("Mon,Tue,Wed", "09:00", "19:00"). */
export function spansFromTimings(
  timings: Pick<Timing, 'days' | 'startTime' | 'endTime'>[],
): OpeningSpan[] {
  return normalise(
    timings.flatMap((timing) =>
      timing.days
        .split(',')
        .map((day) => span(dayIndex(day), timing.startTime, timing.endTime))
        .filter((entry): entry is OpeningSpan => entry !== null),
    ),
  );
}

/** The openings of the profile's opening hours (schema.org OpeningHoursSpecification). */
export function spansFromOpeningHours(specs: OpeningHoursSpec[]): OpeningSpan[] {
  return normalise(
    specs.flatMap((spec) =>
      spec.dayOfWeek
        .map((day) => span(dayIndex(day), spec.opens, spec.closes))
        .filter((entry): entry is OpeningSpan => entry !== null),
    ),
  );
}

const clockFormats = new Map<string, Intl.DateTimeFormat>();

/** The day of the week and the time of day at `now` in `timeZone` (daylight saving included). */
export function clinicTime(now: Date, timeZone: string): ClinicTime {
  const wall = builtWallClock(now, timeZone);
  if (wall) {
    const day = (wall.getUTCDay() + 6) % 7; // Monday first
    return { day, minutes: wall.getUTCHours() * 60 + wall.getUTCMinutes() };
  }
  let format = clockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    clockFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(
    format.formatToParts(now).map((part) => [part.type, part.value]),
  ) as Partial<Record<Intl.DateTimeFormatPartTypes, string>>;
  const hours = Number(parts.hour ?? 0) % 24;
  return { day: dayIndex(parts.weekday ?? ''), minutes: hours * 60 + Number(parts.minute ?? 0) };
}

/** Open or closed at `at`; when closed, the next opening within a week (none if there is none). */
export function openStatusAt(spans: OpeningSpan[], at: ClinicTime): OpenStatus {
  const current = spans.find(
    (entry) => entry.day === at.day && entry.opens <= at.minutes && at.minutes < entry.closes,
  );
  if (current) return { open: true, closes: current.closes };
  for (let inDays = 0; inDays <= 7; inDays += 1) {
    const day = (at.day + inDays) % 7;
    const later = spans
      .filter((entry) => entry.day === day && (inDays > 0 || entry.opens > at.minutes))
      .sort((a, b) => a.opens - b.opens)[0];
    if (later) return { open: false, next: { day, opens: later.opens, inDays } };
  }
  return { open: false, next: null };
}

/** Open or closed at the moment `now`, on the clinic's clock. */
export function openStatus(spans: OpeningSpan[], now: Date, timeZone: string): OpenStatus {
  return openStatusAt(spans, clinicTime(now, timeZone));
}

/** The hour on a 12-hour clock: 0 → 12, 13 → 1. */
function hour12Of(minutes: number): number {
  const hours = Math.floor(minutes / 60) % 24;
  return hours % 12 === 0 ? 12 : hours % 12;
}

/** 540 → "9 am", 1140 → "7 pm", 570 → "9:30 am", 720 → "12 pm", 0 → "12 am". */
export function formatClock(minutes: number): string {
  const suffix = dayHalfInSentence(Math.floor(minutes / 60) % 24);
  const hour12 = hour12Of(minutes);
  const rest = minutes % 60;
  return rest === 0
    ? `${hour12} ${suffix}`
    : `${hour12}:${String(rest).padStart(2, '0')} ${suffix}`;
}

// Lingui's `plural` formats its number with an Intl.NumberFormat even where the message never
// shows it, and a page's first NumberFormat loads the language's number data: 15-50 ms here,
// in the task that hydrates the opening hours. The plural rules alone cost well under 1 ms.
const hourForms = new Intl.PluralRules(intlLocale);

/** "at 7 pm": the hour's plural form, for languages that say it ("a la 1", "a las 7"). */
function atClock(minutes: number): string {
  const clock = formatClock(minutes);
  const form = hourForms.select(hour12Of(minutes));
  return select(form, { one: `at ${clock}`, other: `at ${clock}` });
}

/** "Open now · closes at 7 pm", "Closed now · opens today at 9 am", "… opens Monday at 9 am". */
export function describeOpenStatus(status: OpenStatus): string {
  if (status.open) {
    const at = atClock(status.closes);
    return t({ message: `Open now · closes ${at}`, comment: '{at} is "at 7 pm"' });
  }
  if (!status.next) return t`Closed now`;
  const { opens, inDays } = status.next;
  const day = dayNames()[status.next.day];
  const at = atClock(opens);
  if (inDays === 0) {
    return t({ message: `Closed now · opens today ${at}`, comment: '{at} is "at 9 am"' });
  }
  if (inDays === 7) {
    return t({
      message: `Closed now · opens next ${day} ${at}`,
      comment: '{day} is "Monday", {at} is "at 9 am"',
    });
  }
  return t({
    message: `Closed now · opens ${day} ${at}`,
    comment: '{day} is "Monday", {at} is "at 9 am"',
  });
}

/**
 * The week's hours in one line, the same at any moment: "Mon–Fri 9 am–7 pm, Sat 9 am–12 pm".
 * Days in a row with the same hours are joined; a day with two openings is listed as it is.
 */
export function describeWeeklyHours(spans: OpeningSpan[]): string {
  const byDay = new Map<number, string>();
  for (const entry of normalise(spans)) {
    const hours = `${formatClock(entry.opens)}–${formatClock(entry.closes)}`;
    const known = byDay.get(entry.day);
    byDay.set(entry.day, known ? t`${known} and ${hours}` : hours);
  }
  const groups: { first: number; last: number; hours: string }[] = [];
  for (let day = 0; day < 7; day += 1) {
    const hours = byDay.get(day);
    if (!hours) continue;
    const last = groups[groups.length - 1];
    if (last && last.last === day - 1 && last.hours === hours) last.last = day;
    else groups.push({ first: day, last: day, hours });
  }
  const short = shortDayNames();
  return groups
    .map(({ first, last, hours }) => {
      const days = first === last ? short[first] : `${short[first]}–${short[last]}`;
      return `${days} ${hours}`;
    })
    .join(', ');
}
