import { intlLocale } from '@/i18n/locale';

/** A stat such as "950+" split into the number to count up to and the text around it. */
export interface CountTarget {
  prefix: string;
  value: number;
  suffix: string;
}

/** Reads "78+", "98%", "$1,200" …; text without a number gives undefined (shown as it is). */
export function parseStat(text: string): CountTarget | undefined {
  const match = /^(\D*?)(\d[\d,]*)(\D*)$/.exec(text.trim());
  if (!match) return undefined;
  const value = Number(match[2].replace(/,/g, ''));
  return Number.isFinite(value) ? { prefix: match[1], value, suffix: match[3] } : undefined;
}

/** The text shown at `progress` (0 to 1) of the count, easing out towards the final figure. */
export function countText(target: CountTarget, progress: number): string {
  const clamped = Math.min(Math.max(progress, 0), 1);
  const eased = 1 - (1 - clamped) ** 3;
  const current = clamped >= 1 ? target.value : Math.floor(target.value * eased);
  return `${target.prefix}${current.toLocaleString(intlLocale)}${target.suffix}`;
}
