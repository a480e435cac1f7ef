/**
 * The clinic's clock, worked out when the site is built: every UTC offset its time zone takes
 * over the next years, from the build machine's time zone database. The browser then reads the
 * clinic's time of day with one addition; an Intl format with a time zone loads ICU's zone data
 * on first use, which costs a phone's main thread tens of milliseconds as a page starts.
 */

const HOUR = 3_600_000;
const MINUTE = 60_000;
const STEP = 6 * HOUR; // no zone changes its offset twice within six hours

/**
 * @typedef {object} ClinicClock
 * @property {string} timeZone
 * @property {number} until the first moment (ms since 1970) the table does not cover
 * @property {[number, number][]} offsets [from (ms since 1970), UTC offset in minutes], in order
 */

/**
 * @param {string} timeZone an IANA zone, as content/clinic.json names it
 * @param {number} fromMs the first moment covered
 * @param {number} years how many years on it covers
 * @returns {ClinicClock}
 */
export function clinicClock(timeZone, fromMs, years) {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  });
  /** @param {number} ms */
  const offsetAt = (ms) => {
    /** @type {Record<string, number>} */
    const part = {};
    for (const { type, value } of format.formatToParts(ms)) part[type] = Number(value);
    const wall = Date.UTC(part.year, part.month - 1, part.day, part.hour, part.minute);
    return Math.round((wall - Math.floor(ms / MINUTE) * MINUTE) / MINUTE);
  };
  const start = Math.floor(fromMs / HOUR) * HOUR;
  const until = start + Math.round(years * 365.25 * 24) * HOUR;
  /** @type {[number, number][]} */
  const offsets = [[start, offsetAt(start)]];
  for (let at = start; at < until; at += STEP) {
    const next = Math.min(at + STEP, until);
    if (offsetAt(next) === offsetAt(at)) continue;
    // The change is on a whole minute between the two: find it.
    let before = at;
    let after = next;
    while (after - before > MINUTE) {
      const middle = before + Math.floor((after - before) / 2 / MINUTE) * MINUTE;
      if (offsetAt(middle) === offsetAt(before)) before = middle;
      else after = middle;
    }
    offsets.push([after, offsetAt(after)]);
  }
  return { timeZone, until, offsets };
}
