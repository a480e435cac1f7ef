import { useContext, useSyncExternalStore } from 'react';
import { profile } from '@/content';
import { todayIn } from '@/lib/forms/dates';
import { PageDataContext } from '@/lib/page-data';

/** The day never has to be watched: a value of it is read again on each render. */
const subscribeNever = () => () => undefined;

/**
 * A value of the current day (a year, a date). While a page rendered on the server hydrates,
 * it is the value the server rendered with, so the HTML matches; right after, today's.
 */
export function useDayValue<T extends string | number>(of: (now: Date) => T): T {
  const page = useContext(PageDataContext);
  return useSyncExternalStore(
    subscribeNever,
    () => of(new Date()),
    () => of(page?.renderedAt ?? new Date()),
  );
}

/** Today as yyyy-mm-dd in the clinic's time zone: the earliest appointment date. */
export function useClinicToday(): string {
  return useDayValue((now) => todayIn(profile.timeZone, now));
}
