import { describe, expect, it } from 'vitest';
import { caretAfterDigits, formatPhone } from './phone-format';

describe('formatPhone', () => {
  it('formats step by step as digits are typed', () => {
    const typed = '2015550142';
    const steps = Array.from(typed, (_, index) => formatPhone(typed.slice(0, index + 1)));
    expect(steps).toEqual([
      '(2',
      '(20',
      '(201',
      '(201) 5',
      '(201) 55',
      '(201) 555',
      '(201) 555-0',
      '(201) 555-01',
      '(201) 555-014',
      '(201) 555-0142',
    ]);
  });

  it('keeps digits only and at most ten of them', () => {
    expect(formatPhone('abc')).toBe('');
    expect(formatPhone('201-555-0142 ext 9')).toBe('(201) 555-0142');
    expect(formatPhone('20155501429999')).toBe('(201) 555-0142');
  });

  it('drops a pasted U.S. country code', () => {
    expect(formatPhone('+1 201 555 0142')).toBe('(201) 555-0142');
    expect(formatPhone('1 (201) 555-0142')).toBe('(201) 555-0142');
  });
});

describe('caretAfterDigits', () => {
  it('finds the place after the nth digit', () => {
    expect(caretAfterDigits('(201) 555-0142', 3)).toBe(4);
    expect(caretAfterDigits('(201) 555-0142', 4)).toBe(7);
    expect(caretAfterDigits('(201) 555-0142', 0)).toBe(1);
    expect(caretAfterDigits('(201) 555-0142', 10)).toBe(14);
  });
});
