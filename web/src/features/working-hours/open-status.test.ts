import { i18n } from '@lingui/core';
import { describe, expect, it, vi } from 'vitest';
import { messages as spanish } from '@/locales/es/messages.po';
import {
  clinicTime,
  describeOpenStatus,
  describeWeeklyHours,
  formatClock,
  minutesOfDay,
  openStatus,
  spansFromOpeningHours,
  spansFromTimings,
} from './open-status';

const NEW_YORK = 'America/New_York';

// The physical-therapy hours as the clinic gives them: Mon-Fri 9 to 7, Sat 9 to 12.
const HOURS = spansFromTimings([
  { days: 'Mon,Tue,Wed,Thu,Fri', startTime: '09:00', endTime: '19:00' },
  { days: 'Sat', startTime: '09:00', endTime: '12:00' },
]);

const statusAt = (iso: string) => describeOpenStatus(openStatus(HOURS, new Date(iso), NEW_YORK));

describe('clinicTime', () => {
  it('reads the day and time in the clinic time zone, not in UTC', () => {
    // Wednesday 02:30 UTC is still Tuesday 22:30 in New York (EDT, UTC-4).
    expect(clinicTime(new Date('2026-06-10T02:30:00Z'), NEW_YORK)).toEqual({
      day: 1,
      minutes: 22 * 60 + 30,
    });
  });

  it('follows daylight saving time', () => {
    // 14:00 UTC is 10:00 in summer (EDT) and 9:00 in winter (EST).
    expect(clinicTime(new Date('2026-07-14T14:00:00Z'), NEW_YORK).minutes).toBe(600);
    expect(clinicTime(new Date('2026-01-13T14:00:00Z'), NEW_YORK).minutes).toBe(540);
  });

  it('gives midnight as 0, not 24', () => {
    expect(clinicTime(new Date('2026-07-14T04:00:00Z'), NEW_YORK)).toEqual({ day: 1, minutes: 0 });
  });
});

describe('the clinic clock the build wrote', () => {
  const HOUR = 3_600_000;
  const intlFormat = new Intl.DateTimeFormat('en-US', {
    timeZone: NEW_YORK,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const byIntl = (ms: number) => {
    const parts = Object.fromEntries(intlFormat.formatToParts(ms).map((p) => [p.type, p.value]));
    const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
    return {
      day: days.indexOf(parts.weekday),
      minutes: (Number(parts.hour) % 24) * 60 + Number(parts.minute),
    };
  };

  it('covers the clinic time zone from last year for ten years on', () => {
    const { timeZone, offsets, until } = __CLINIC_CLOCK__;
    expect(timeZone).toBe(NEW_YORK);
    expect(offsets[0][0]).toBeLessThanOrEqual(Date.UTC(new Date().getUTCFullYear() - 1, 0, 1));
    expect(until - Date.now()).toBeGreaterThan(9 * 365 * 24 * HOUR);
    // Twice a year, EST and EDT.
    expect(offsets.length).toBeGreaterThan(20);
    expect(new Set(offsets.map(([, minutes]) => minutes))).toEqual(new Set([-300, -240]));
  });

  it('reads the same day and time as Intl around every change and through a year', () => {
    const { offsets, until } = __CLINIC_CLOCK__;
    const moments = offsets.flatMap(([from]) => [from - 60_000, from, from + 60_000]);
    for (
      let ms = offsets[0][0];
      ms < Math.min(until, offsets[0][0] + 366 * 24 * HOUR);
      ms += 7 * 60_000 + HOUR
    ) {
      moments.push(ms);
    }
    for (const ms of moments) expect(clinicTime(new Date(ms), NEW_YORK)).toEqual(byIntl(ms));
  });

  it('makes no Intl date format for a moment the table covers', async () => {
    vi.resetModules();
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      const fresh = await import('./open-status');
      const now = new Date('2026-11-27T16:00:00Z'); // a Friday, 11 am in New York
      expect(fresh.clinicTime(now, NEW_YORK)).toEqual({ day: 4, minutes: 11 * 60 });
      expect(made).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
    }
  });

  it('reads another zone, or a moment past the table, by Intl', () => {
    const now = new Date('2026-11-27T16:00:00Z');
    expect(clinicTime(now, 'Europe/Madrid')).toEqual({ day: 4, minutes: 17 * 60 });
    const past = __CLINIC_CLOCK__.until + 200 * 24 * 3_600_000;
    expect(clinicTime(new Date(past), NEW_YORK)).toEqual(byIntl(past));
  });
});

describe('openStatus', () => {
  it('is open on a weekday morning and says when it closes', () => {
    expect(statusAt('2026-11-24T15:00:00Z')).toBe('Open now · closes at 7 pm'); // Tue 10:00 EST
  });

  it('closes on the minute the hours end', () => {
    expect(statusAt('2026-11-24T23:59:00Z')).toBe('Open now · closes at 7 pm'); // Tue 18:59
    expect(statusAt('2026-11-25T00:00:00Z')).toBe('Closed now · opens Wednesday at 9 am'); // Tue 19:00
  });

  it('opens later the same day before the doors open', () => {
    expect(statusAt('2026-11-24T12:30:00Z')).toBe('Closed now · opens today at 9 am'); // Tue 7:30
    expect(statusAt('2026-11-24T14:00:00Z')).toBe('Open now · closes at 7 pm'); // Tue 9:00
  });

  it('closes at noon on Saturday', () => {
    expect(statusAt('2026-11-28T16:00:00Z')).toBe('Open now · closes at 12 pm'); // Sat 11:00
    expect(statusAt('2026-11-28T18:00:00Z')).toBe('Closed now · opens Monday at 9 am'); // Sat 13:00
  });

  it('is closed all Sunday and opens on Monday', () => {
    expect(statusAt('2026-11-29T15:00:00Z')).toBe('Closed now · opens Monday at 9 am'); // Sun 10:00
  });

  it('on a Friday night opens on Saturday', () => {
    expect(statusAt('2026-11-28T02:00:00Z')).toBe('Closed now · opens Saturday at 9 am'); // Fri 21:00
  });

  it('counts the hours on the clinic clock across the daylight saving changes', () => {
    // Monday 9 March 2026, the day after clocks went forward: 13:30 UTC is 9:30 EDT.
    expect(statusAt('2026-03-09T13:30:00Z')).toBe('Open now · closes at 7 pm');
    // Monday 2 November 2026, the day after clocks went back: 13:30 UTC is 8:30 EST.
    expect(statusAt('2026-11-02T13:30:00Z')).toBe('Closed now · opens today at 9 am');
    // Sunday 8 March 2026 (clocks go forward at 2 am): still closed, opens Monday.
    expect(statusAt('2026-03-08T07:30:00Z')).toBe('Closed now · opens Monday at 9 am');
  });

  it('with one opening a week, after it, opens the same day next week', () => {
    const once = spansFromTimings([{ days: 'Tue', startTime: '09:00', endTime: '12:00' }]);
    const status = openStatus(once, new Date('2026-11-24T18:00:00Z'), NEW_YORK); // Tue 13:00
    expect(describeOpenStatus(status)).toBe('Closed now · opens next Tuesday at 9 am');
  });

  it('without hours is simply closed', () => {
    expect(describeOpenStatus(openStatus([], new Date(), NEW_YORK))).toBe('Closed now');
  });

  it('joins openings that touch, so a split day closes at its real end', () => {
    const split = spansFromTimings([
      { days: 'Mon', startTime: '09:00', endTime: '12:00' },
      { days: 'Mon', startTime: '12:00', endTime: '17:30' },
    ]);
    const status = openStatus(split, new Date('2026-11-23T16:00:00Z'), NEW_YORK); // Mon 11:00
    expect(describeOpenStatus(status)).toBe('Open now · closes at 5:30 pm');
  });

  it('reports a lunch break as closed until the afternoon opening', () => {
    const lunch = spansFromTimings([
      { days: 'Mon', startTime: '09:00', endTime: '12:00' },
      { days: 'Mon', startTime: '13:00', endTime: '17:00' },
    ]);
    const status = openStatus(lunch, new Date('2026-11-23T17:30:00Z'), NEW_YORK); // Mon 12:30
    expect(describeOpenStatus(status)).toBe('Closed now · opens today at 1 pm');
  });
});

describe('reading hours', () => {
  it('reads the profile opening hours with full day names', () => {
    const fromProfile = spansFromOpeningHours([
      {
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '09:00',
        closes: '19:00',
      },
      { dayOfWeek: ['Saturday'], opens: '09:00', closes: '12:00' },
    ]);
    expect(fromProfile).toEqual(HOURS);
  });

  it('skips entries it cannot read', () => {
    expect(
      spansFromTimings([
        { days: 'Mon,Xyz', startTime: '09:00', endTime: '17:00' },
        { days: 'Tue', startTime: 'closed', endTime: '17:00' },
        { days: 'Wed', startTime: '17:00', endTime: '09:00' },
      ]),
    ).toEqual([{ day: 0, opens: 540, closes: 1020 }]);
  });

  it('reads times with or without seconds', () => {
    expect(minutesOfDay('9:30')).toBe(570);
    expect(minutesOfDay('19:00:00')).toBe(1140);
    expect(minutesOfDay('25:00')).toBeNull();
    expect(minutesOfDay(undefined)).toBeNull();
  });
});

describe('formatClock', () => {
  it('says whole hours without minutes, and noon and midnight as 12', () => {
    expect(formatClock(540)).toBe('9 am');
    expect(formatClock(1140)).toBe('7 pm');
    expect(formatClock(570)).toBe('9:30 am');
    expect(formatClock(720)).toBe('12 pm');
    expect(formatClock(0)).toBe('12 am');
  });
});

describe('describeWeeklyHours', () => {
  it('joins days in a row with the same hours', () => {
    expect(describeWeeklyHours(HOURS)).toBe('Mon–Fri 9 am–7 pm, Sat 9 am–12 pm');
  });

  it('lists days apart when they are not in a row', () => {
    const massage = spansFromTimings([
      { days: 'Mon,Wed,Fri', startTime: '10:00', endTime: '18:00' },
      { days: 'Sat', startTime: '09:00', endTime: '13:00' },
    ]);
    expect(describeWeeklyHours(massage)).toBe(
      'Mon 10 am–6 pm, Wed 10 am–6 pm, Fri 10 am–6 pm, Sat 9 am–1 pm',
    );
  });

  it('gives nothing without hours', () => {
    expect(describeWeeklyHours([])).toBe('');
  });
});

describe('describeOpenStatus in Spanish', () => {
  it('gives the hour its article: "a la 1", "a las 7"', () => {
    const english = { locale: i18n.locale, messages: i18n.messages };
    i18n.loadAndActivate({ locale: 'es', messages: spanish });
    try {
      const massage = spansFromTimings([
        { days: 'Mon,Tue,Wed,Thu,Fri', startTime: '13:00', endTime: '19:00' },
        { days: 'Sat', startTime: '09:00', endTime: '13:00' },
      ]);
      const at = (iso: string) => describeOpenStatus(openStatus(massage, new Date(iso), NEW_YORK));
      // Saturday 10:00 and Monday 9:00 in New York, then Tuesday 15:00.
      expect(at('2026-11-28T15:00:00Z')).toBe('Abierto ahora · cierra a la 1 p.m.');
      expect(at('2026-11-30T14:00:00Z')).toBe('Cerrado ahora · abre hoy a la 1 p.m.');
      expect(at('2026-12-01T20:00:00Z')).toBe('Abierto ahora · cierra a las 7 p.m.');
    } finally {
      i18n.loadAndActivate(english);
    }
  });
});
