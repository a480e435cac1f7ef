import { useSyncExternalStore } from 'react';
import { profile } from '@/content';
import {
  describeOpenStatus,
  describeWeeklyHours,
  openStatus,
  spansFromOpeningHours,
  spansFromTimings,
  type OpeningSpan,
} from './open-status';
import { useWorkingHours } from './use-working-hours';

const MINUTE = 60_000;

/** Looks at the clock four times a minute; the snapshot changes once a minute. */
function subscribeToClock(onChange: () => void) {
  const timer = window.setInterval(onChange, MINUTE / 4);
  return () => window.clearInterval(timer);
}
const currentMinute = () => Math.floor(Date.now() / MINUTE);
const noMinute = () => null;

/**
 * The current minute (minutes since 1970), or null on the server and while a page rendered
 * there hydrates (as `useHydrated`): what depends on the clock is drawn only in the browser, so
 * the first render matches the server's HTML, which may have been rendered days before.
 */
export function useCurrentMinute(): number | null {
  return useSyncExternalStore(subscribeToClock, currentMinute, noMinute);
}

/**
 * The physical-therapy openings: those the Working Hours popup lists, or the profile's opening
 * hours while they load or when there are none.
 */
export function usePhysicalTherapyHours(): OpeningSpan[] {
  const hours = useWorkingHours();
  const listed = hours ? spansFromTimings(hours.physical) : [];
  return listed.length > 0
    ? listed
    : spansFromOpeningHours(profile.hours.openingHoursSpecification ?? []);
}

export interface OpenStatusText {
  /** "open" or "closed" now; "week" for the week's hours, shown before the clock is read. */
  state: 'open' | 'closed' | 'week';
  text: string;
}

/**
 * "Open now · closes at 7 pm" or "Closed now · opens Monday at 9 am" on the clinic's clock; on
 * the server and during hydration, the week's hours ("Mon–Fri 9 am–7 pm, Sat 9 am–12 pm"), which
 * hold at any moment. Null when no hours are known.
 */
export function useOpenStatus(): OpenStatusText | null {
  const spans = usePhysicalTherapyHours();
  const minute = useCurrentMinute();
  if (spans.length === 0) return null;
  if (minute === null) return { state: 'week', text: describeWeeklyHours(spans) };
  const status = openStatus(spans, new Date(minute * MINUTE), profile.timeZone);
  return { state: status.open ? 'open' : 'closed', text: describeOpenStatus(status) };
}
