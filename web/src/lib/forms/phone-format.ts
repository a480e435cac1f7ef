/** The most digits a U.S. phone number has without its country code. */
export const PHONE_DIGITS = 10;

/** The digits of a phone number as typed or pasted, without a leading U.S. country code. */
export function phoneDigits(input: string): string {
  let digits = input.replace(/\D/g, '');
  if (digits.length > PHONE_DIGITS && digits.startsWith('1') && /^\s*\+?\s*1/.test(input)) {
    digits = digits.slice(1);
  }
  return digits.slice(0, PHONE_DIGITS);
}

/**
 * Formats a phone number while it is typed: digits only, at most ten, shown as
 * "(123) 456-7890" ("(123", "(123) 4" and "(123) 456-7" on the way).
 */
export function formatPhone(input: string): string {
  const digits = phoneDigits(input);
  if (digits.length === 0) return '';
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** Where the caret belongs in `formatted` so that `digitCount` digits stand before it. */
export function caretAfterDigits(formatted: string, digitCount: number): number {
  if (digitCount <= 0) return formatted.startsWith('(') ? 1 : 0;
  let seen = 0;
  for (let index = 0; index < formatted.length; index += 1) {
    if (/\d/.test(formatted[index])) {
      seen += 1;
      if (seen === digitCount) return index + 1;
    }
  }
  return formatted.length;
}
