/** Formatting of working-hours entries (days and times) for lists and the header popup. */
import { dayHalf, shortDayNames } from './day-names';

/** The days as the working hours are written ("Mon,Tue,Wed"). */
export const WEEK_DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

function normaliseDay(day: string): string {
  const trimmed = day.trim();
  if (trimmed.length < 3) return trimmed;
  return trimmed.charAt(0).toUpperCase() + trimmed.slice(1, 3).toLowerCase();
}

/** Splits a label of comma-separated day abbreviations ("Mon,Tue,Wed") into its days. */
export function parseDays(days: string | null | undefined): string[] {
  if (!days) return [];
  return days
    .split(',')
    .map((day) => day.trim())
    .filter(Boolean);
}

/** True when the days follow one another within Mon..Sun (at least two of them). */
export function areConsecutiveDays(days: string[]): boolean {
  if (days.length < 2) return false;
  const indexes = days.map((day) =>
    WEEK_DAYS.indexOf(normaliseDay(day) as (typeof WEEK_DAYS)[number]),
  );
  if (indexes.some((index) => index < 0)) return false;
  return indexes.every((index, position) => position === 0 || index === indexes[position - 1] + 1);
}

/** A day as written ("Mon") in this build's language; anything else as it is. */
function dayLabel(day: string): string {
  const index = WEEK_DAYS.indexOf(day as (typeof WEEK_DAYS)[number]);
  return index < 0 ? day : shortDayNames()[index];
}

/**
 * "Mon - Fri" when the days are consecutive, "Mon ... Fri" (first ... last) when they are not,
 * and a single day alone.
 */
export function formatDays(days: string | null | undefined): string {
  const list = parseDays(days);
  if (list.length === 0) return '';
  if (list.length === 1) return dayLabel(list[0]);
  const first = dayLabel(list[0]);
  const last = dayLabel(list[list.length - 1]);
  return areConsecutiveDays(list) ? `${first} - ${last}` : `${first} ... ${last}`;
}

function parseTime(time: string | null | undefined): { hours: number; minutes: number } | null {
  if (!time) return null;
  const match = /^\s*(\d{1,2}):(\d{2})(?::\d{2}(?:\.\d+)?)?\s*$/.exec(time);
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return null;
  return { hours, minutes };
}

/** "09:00" → "9:00 AM", "13:30" → "1:30 PM", "00:15" → "12:15 AM" (the header popup). */
export function formatTime12(time: string | null | undefined): string {
  const parsed = parseTime(time);
  if (!parsed) return time ?? '';
  const suffix = dayHalf(parsed.hours);
  const hours = parsed.hours % 12 === 0 ? 12 : parsed.hours % 12;
  return `${hours}:${String(parsed.minutes).padStart(2, '0')} ${suffix}`;
}

/** "9:00" or "09:00:00" → "09:00" (HH:mm, the lists). */
export function formatTime24(time: string | null | undefined): string {
  const parsed = parseTime(time);
  if (!parsed) return time ?? '';
  return `${String(parsed.hours).padStart(2, '0')}:${String(parsed.minutes).padStart(2, '0')}`;
}
