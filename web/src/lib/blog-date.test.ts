import { describe, expect, it, vi } from 'vitest';
import { blogDateTime, formatBlogDate, writtenDate } from './blog-date';

describe('formatBlogDate', () => {
  it('shows the date as month day, year', () => {
    expect(formatBlogDate('2026-10-02')).toBe('October 2, 2026');
    expect(formatBlogDate('2025-01-31')).toBe('January 31, 2025');
    expect(formatBlogDate('2024-12-09')).toBe('December 9, 2024');
    expect(formatBlogDate('2026-11-09')).toBe('November 9, 2026');
  });

  it('ignores a time part and does not shift the day by time zone', () => {
    expect(formatBlogDate('2026-03-01T00:00:00')).toBe('March 1, 2026');
    expect(formatBlogDate('2026-03-01T23:30:00Z')).toBe('March 1, 2026');
  });

  it('leaves text it cannot read as it is', () => {
    expect(formatBlogDate('soon')).toBe('soon');
    expect(formatBlogDate('')).toBe('');
    expect(formatBlogDate(null)).toBe('');
  });

  it('gives the machine-readable date for <time>', () => {
    expect(blogDateTime('2026-10-02T08:00:00')).toBe('2026-10-02');
    expect(blogDateTime('soon')).toBeUndefined();
  });
});

describe('blog dates without Intl', () => {
  it('writes each month as Intl does, in English and in Spanish', () => {
    for (const [language, intl] of [
      ['en', 'en-US'],
      ['es', 'es-US'],
    ] as const) {
      const format = new Intl.DateTimeFormat(intl, {
        timeZone: 'UTC',
        year: 'numeric',
        month: 'long',
        day: 'numeric',
      });
      for (let month = 1; month <= 12; month += 1) {
        for (const day of [1, 9, 28]) {
          expect(writtenDate(2026, month, day, language)).toBe(
            format.format(new Date(Date.UTC(2026, month - 1, day))),
          );
        }
      }
    }
  });

  it('makes no Intl date format, neither when loaded nor when it formats', async () => {
    vi.resetModules();
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      const fresh = await import('./blog-date');
      expect(fresh.formatBlogDate('2026-10-02')).toBe('October 2, 2026');
      expect(made).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
    }
  });
});
