/**
 * The clinic's wall clock from the table of UTC offsets the build wrote
 * (web/scripts/clinic-clock.mjs): one addition, where a page's first Intl format with a time
 * zone loads ICU's zone data, tens of milliseconds of a phone's main thread as the page starts.
 */

/**
 * `now` moved by `timeZone`'s UTC offset, so that its UTC fields (getUTCDay, getUTCHours...)
 * read the clinic's wall clock; null outside the table (another zone, or a clock years off),
 * where the caller asks Intl.
 */
export function builtWallClock(now: Date, timeZone: string): Date | null {
  const { offsets, until } = __CLINIC_CLOCK__;
  const ms = now.getTime();
  if (timeZone !== __CLINIC_CLOCK__.timeZone || !(ms >= offsets[0][0] && ms < until)) return null;
  let offset = offsets[0][1];
  for (const [from, minutes] of offsets) {
    if (from > ms) break;
    offset = minutes;
  }
  return new Date(ms + offset * 60_000);
}
