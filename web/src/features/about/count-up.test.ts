import { describe, expect, it } from 'vitest';
import { countText, parseStat } from './count-up';

describe('counting up a stat', () => {
  it('splits a stat into its number and the text around it', () => {
    expect(parseStat('78+')).toEqual({ prefix: '', value: 78, suffix: '+' });
    expect(parseStat('98%')).toEqual({ prefix: '', value: 98, suffix: '%' });
    expect(parseStat('1,950+')).toEqual({ prefix: '', value: 1950, suffix: '+' });
    expect(parseStat('Many')).toBeUndefined();
  });

  it('starts at zero and ends on exactly the stat', () => {
    for (const stat of ['78+', '98%', '950+']) {
      const target = parseStat(stat);
      expect(target).toBeDefined();
      if (!target) continue;
      expect(countText(target, 0)).toBe(`0${target.suffix}`);
      expect(countText(target, 1)).toBe(stat);
      expect(countText(target, 5)).toBe(stat);
    }
  });

  it('rises steadily on the way', () => {
    const target = { prefix: '', value: 950, suffix: '+' };
    const values = [0.1, 0.3, 0.5, 0.8, 0.99].map((progress) =>
      Number(countText(target, progress).replace(/\D/g, '')),
    );
    expect([...values].sort((a, b) => a - b)).toEqual(values);
    expect(values[values.length - 1]).toBeLessThanOrEqual(950);
  });
});
