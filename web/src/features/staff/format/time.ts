import { profile } from '@/content';

/** The clinic's time zone (America/New_York): every time in the console is shown in it. */
export const CLINIC_ZONE = profile.timeZone;

const formats = new Map<string, Intl.DateTimeFormat>();

function format(options: Intl.DateTimeFormatOptions, zone = CLINIC_ZONE): Intl.DateTimeFormat {
  const id = JSON.stringify([options, zone]);
  let found = formats.get(id);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', { ...options, timeZone: zone });
    formats.set(id, found);
  }
  return found;
}

/** The year of `at` in the clinic's zone. */
function clinicYear(at: Date): string {
  return format({ year: 'numeric' }).format(at);
}

/**
 * "Nov 26, 9:14 AM" in the clinic's time (with the year when it is not this year's).
 * Anything unreadable is given back as it came.
 */
export function clinicDateTime(iso: string, now: Date = new Date()): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const withYear = clinicYear(at) !== clinicYear(now);
  return format({
    month: 'short',
    day: 'numeric',
    ...(withYear ? { year: 'numeric' } : {}),
    hour: 'numeric',
    minute: '2-digit',
  }).format(at);
}

/** "2 h ago", "5 min ago", "just now", "3 d ago". */
export function ageOf(iso: string, now: Date): string {
  const at = new Date(iso).getTime();
  if (Number.isNaN(at)) return '';
  const minutes = Math.floor((now.getTime() - at) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ago`;
  return `${Math.floor(hours / 24)} d ago`;
}

/** A calendar date (yyyy-mm-dd, no time and no zone): "Wed, Nov 26, 2025". */
export function calendarDate(day: string | null): string {
  if (!day) return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  if (!match) return day;
  const at = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return format(
    { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' },
    'UTC',
  ).format(at);
}

/** Today in the clinic's zone, yyyy-mm-dd (the first day a booking may be set for). */
export function clinicToday(now: Date = new Date()): string {
  const parts = format({ year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
