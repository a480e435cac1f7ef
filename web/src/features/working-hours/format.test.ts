import { describe, expect, it } from 'vitest';
import { areConsecutiveDays, formatDays, formatTime12, formatTime24 } from './format';

describe('formatDays', () => {
  it('shows consecutive days as first - last', () => {
    expect(formatDays('Mon,Tue,Wed,Thu,Fri')).toBe('Mon - Fri');
    expect(formatDays('Fri, Sat, Sun')).toBe('Fri - Sun');
    expect(formatDays('Mon,Tue')).toBe('Mon - Tue');
  });

  it('shows days that are not consecutive as first ... last', () => {
    expect(formatDays('Mon,Wed,Fri')).toBe('Mon ... Fri');
    expect(formatDays('Mon,Tue,Thu')).toBe('Mon ... Thu');
  });

  it('does not wrap around the end of the week', () => {
    expect(formatDays('Sat,Sun,Mon')).toBe('Sat ... Mon');
  });

  it('shows a single day alone', () => {
    expect(formatDays('Sat')).toBe('Sat');
    expect(formatDays(' Sun ')).toBe('Sun');
  });

  it('gives nothing for no days', () => {
    expect(formatDays('')).toBe('');
    expect(formatDays(null)).toBe('');
  });

  it('treats unknown abbreviations as not consecutive', () => {
    expect(areConsecutiveDays(['Mon', 'Xyz'])).toBe(false);
    expect(formatDays('Mon,Xyz')).toBe('Mon ... Xyz');
  });
});

describe('formatTime12', () => {
  it('shows 12-hour times with minutes', () => {
    expect(formatTime12('09:00')).toBe('9:00 AM');
    expect(formatTime12('13:30')).toBe('1:30 PM');
    expect(formatTime12('19:00')).toBe('7:00 PM');
    expect(formatTime12('09:30:00')).toBe('9:30 AM');
  });

  it('handles noon and midnight', () => {
    expect(formatTime12('12:00')).toBe('12:00 PM');
    expect(formatTime12('00:15')).toBe('12:15 AM');
  });

  it('leaves text it cannot read as it is', () => {
    expect(formatTime12('closed')).toBe('closed');
  });
});

describe('formatTime24', () => {
  it('shows HH:mm', () => {
    expect(formatTime24('9:00')).toBe('09:00');
    expect(formatTime24('19:05:00')).toBe('19:05');
    expect(formatTime24('00:00')).toBe('00:00');
  });
});
