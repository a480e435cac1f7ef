import { t } from '@lingui/core/macro';

/** The days of the week as a sentence names them, Monday first, in this build's language. */
export function dayNames(): string[] {
  return [t`Monday`, t`Tuesday`, t`Wednesday`, t`Thursday`, t`Friday`, t`Saturday`, t`Sunday`];
}

/** The days of the week as the hours lists show them ("Mon"), Monday first. */
export function shortDayNames(): string[] {
  return [
    t({ message: 'Mon', comment: 'Monday, short, as in "Mon - Fri"' }),
    t({ message: 'Tue', comment: 'Tuesday, short' }),
    t({ message: 'Wed', comment: 'Wednesday, short' }),
    t({ message: 'Thu', comment: 'Thursday, short' }),
    t({ message: 'Fri', comment: 'Friday, short' }),
    t({ message: 'Sat', comment: 'Saturday, short' }),
    t({ message: 'Sun', comment: 'Sunday, short' }),
  ];
}

/** The mark after a 12-hour time in the header popup: "9:00 AM". */
export function dayHalf(hours: number): string {
  return hours < 12
    ? t({ message: 'AM', comment: 'before noon, as in "9:00 AM"' })
    : t({ message: 'PM', comment: 'after noon, as in "7:00 PM"' });
}

/** The mark after a time in a sentence: "9 am". */
export function dayHalfInSentence(hours: number): string {
  return hours < 12
    ? t({ message: 'am', comment: 'before noon, as in "opens at 9 am"' })
    : t({ message: 'pm', comment: 'after noon, as in "closes at 7 pm"' });
}
