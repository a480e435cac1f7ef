import { describe, expect, it } from 'vitest';
import { ageOf, calendarDate, clinicDateTime, clinicToday } from './time';

const now = new Date('2025-11-26T19:30:00Z');

describe('clinic times', () => {
  it('shows a moment in the clinic time, with the year only when it is not this one', () => {
    expect(clinicDateTime('2025-11-26T14:14:00Z', now)).toBe('Nov 26, 9:14 AM');
    expect(clinicDateTime('2025-07-04T16:00:00Z', now)).toBe('Jul 4, 12:00 PM');
    expect(clinicDateTime('2024-12-31T23:30:00Z', now)).toBe('Dec 31, 2024, 6:30 PM');
    expect(clinicDateTime('not a date', now)).toBe('not a date');
  });

  it('says how long ago in words a person reads at a glance', () => {
    expect(ageOf('2025-11-26T19:29:40Z', now)).toBe('just now');
    expect(ageOf('2025-11-26T19:25:00Z', now)).toBe('5 min ago');
    expect(ageOf('2025-11-26T17:14:00Z', now)).toBe('2 h ago');
    expect(ageOf('2025-11-22T19:30:00Z', now)).toBe('4 d ago');
  });

  it('shows a calendar date as it was asked for, whatever the zone', () => {
    expect(calendarDate('2025-12-01')).toBe('Mon, Dec 1, 2025');
    expect(calendarDate(null)).toBe('');
  });

  it("knows the clinic's today late in the evening", () => {
    expect(clinicToday(new Date('2025-11-27T03:00:00Z'))).toBe('2025-11-26');
  });
});
