import { describe, expect, it, vi } from 'vitest';
import { todayIn } from './dates';

const NEW_YORK = 'America/New_York';
const byIntl = (ms: number, timeZone = NEW_YORK) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(ms);

describe('todayIn', () => {
  it("gives the clinic's date, not UTC's, on both sides of midnight and of each clock change", () => {
    // 03:00 UTC on the 27th is still the 26th in New York; 05:00 UTC is the 27th.
    expect(todayIn(NEW_YORK, new Date('2026-11-27T03:00:00Z'))).toBe('2026-11-26');
    expect(todayIn(NEW_YORK, new Date('2026-11-27T05:00:00Z'))).toBe('2026-11-27');
    for (const [from] of __CLINIC_CLOCK__.offsets) {
      for (const ms of [from - 60_000, from, from + 22 * 3_600_000]) {
        expect(todayIn(NEW_YORK, new Date(ms))).toBe(byIntl(ms));
      }
    }
  });

  it('reads another zone by Intl', () => {
    const ms = Date.parse('2026-11-26T23:30:00Z');
    expect(todayIn('Europe/Madrid', new Date(ms))).toBe('2026-11-27');
  });

  it('makes no Intl date format for the clinic today', async () => {
    vi.resetModules();
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      const fresh = await import('./dates');
      expect(fresh.todayIn(NEW_YORK, new Date('2026-11-27T16:00:00Z'))).toBe('2026-11-27');
      expect(made).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
    }
  });
});
