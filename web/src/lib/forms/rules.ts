import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import formsJson from '@content/site/forms.json';

/**
 * The rules and messages of the site's forms, read from content/site/forms.json: the one
 * definition the server (api/intake/rules.py) applies too. A field fails on its first broken rule, in
 * the order the server checks them, and shows that rule's message.
 */

export type RuleName =
  | 'required'
  | 'notBeforeToday'
  | 'notAfterMonths'
  | 'singleLine'
  | 'minLength'
  | 'minDigits'
  | 'maxLength'
  | 'phone'
  | 'email';

export interface FieldRule {
  required?: boolean;
  notBeforeToday?: boolean;
  /** The latest day allowed, in months after today (a request, not a far-off plan). */
  notAfterMonths?: number;
  singleLine?: boolean;
  minLength?: number;
  minDigits?: number;
  maxLength?: number;
  phone?: boolean;
  email?: boolean;
  /** The value must be one of these (a select of fixed choices); else the required message. */
  oneOf?: readonly string[];
  messages: Partial<Record<RuleName, string>>;
}

export type FormRules = Record<string, FieldRule>;

interface FormsFile {
  phonePattern: string;
  appointment: FormRules;
  enquiry: FormRules;
}

const forms = formsJson as unknown as FormsFile;

/** The rules of the appointment request form, by payload field. */
export const appointmentRules: FormRules = forms.appointment;
/** The rules of the Contact Us enquiry form, by payload field. */
export const enquiryRules: FormRules = forms.enquiry;
/** A U.S. phone number: ten digits, optional parentheses, dash or space separators. */
export const phonePattern = new RegExp(forms.phonePattern);

// Line breaks never belong in a one-line field; other control characters belong nowhere.
// eslint-disable-next-line no-control-regex
const LINE_BREAKS = /[\r\n\u0000\u0085\u2028\u2029]/;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
// Invisible characters that change how text reads (zero-width, right-to-left overrides).
const FORMAT_CHARACTERS = /\p{Cf}/u;
// In a message too: direction overrides and zero-width spaces hide or reorder what the clinic
// reads. The zero-width joiners stay allowed there (emoji and several scripts need them).
const HIDDEN_CHARACTERS = /[\u061c\u200b\u200e\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]/;
const EMAIL =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A rule with nothing but `required` stands for an id chosen from a list (0 allowed). */
function isIdRule(rule: FieldRule): boolean {
  return Object.keys(rule).every((key) => key === 'required' || key === 'messages');
}

function isRealDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** yyyy-mm-dd `months` after `today` (yyyy-mm-dd), on the month's last day where it is shorter. */
export function monthsLater(today: string, months: number): string {
  const [year, month, day] = today.split('-').map(Number);
  const index = month - 1 + months;
  const targetYear = year + Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${targetYear}-${pad(targetMonth)}-${pad(Math.min(day, lastDay))}`;
}

/** The last day the appointment date picker offers: as far ahead as the date rule allows. */
export function latestDay(today: string): string {
  return monthsLater(today, appointmentRules.appointmentDate.notAfterMonths ?? 12);
}

/** True when `text` has the shape of an email address a mail server accepts. */
export function isEmailAddress(text: string): boolean {
  return text.length <= 254 && EMAIL.test(text);
}

/**
 * The first rule `value` breaks, or null. `today` is yyyy-mm-dd in the clinic's time zone.
 */
export function firstFailure(rule: FieldRule, value: unknown, today: string): RuleName | null {
  const raw = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
  const text = raw.trim();
  if (rule.notBeforeToday) {
    if (!isRealDate(text)) return 'required';
    if (text < today) return 'notBeforeToday';
    if (rule.notAfterMonths !== undefined && text > monthsLater(today, rule.notAfterMonths)) {
      return 'notAfterMonths';
    }
    return null;
  }
  if (isIdRule(rule)) {
    if (!rule.required) return null;
    return /^\d{1,10}$/.test(text) && Number(text) <= 2_147_483_647 ? null : 'required';
  }
  if (!text) return rule.required ? 'required' : null;
  if (rule.oneOf && !rule.oneOf.includes(text)) return 'required';
  if (rule.singleLine && (LINE_BREAKS.test(text) || FORMAT_CHARACTERS.test(text))) {
    return 'singleLine';
  }
  if (CONTROL.test(text) || HIDDEN_CHARACTERS.test(text)) return 'required';
  if (rule.minLength !== undefined && text.length < rule.minLength) return 'minLength';
  if (rule.minDigits !== undefined && text.replace(/\D/g, '').length < rule.minDigits) {
    return 'minDigits';
  }
  if (rule.maxLength !== undefined && text.length > rule.maxLength) return 'maxLength';
  if (rule.phone && !phonePattern.test(text)) return 'phone';
  if (rule.email && !isEmailAddress(text)) return 'email';
  return null;
}

/** The message a rule shows (its own, else the field's "required" message). */
export function ruleMessage(rule: FieldRule, name: RuleName): string {
  return rule.messages[name] ?? rule.messages.required ?? '';
}

/** The message for `value`, or null when it passes every rule. */
export function checkField(rule: FieldRule, value: unknown, today: string): string | null {
  const failed = firstFailure(rule, value, today);
  return failed ? ruleMessage(rule, failed) : null;
}

/**
 * A react-hook-form resolver applying `fields` (form field name → its rule). Fields without a
 * rule are not checked. `today` is asked for on every run, so a form left open over midnight
 * still judges dates by the clinic's current day.
 */
export function rulesResolver<T extends FieldValues>(
  fields: Partial<Record<keyof T & string, FieldRule>>,
  today: () => string,
): Resolver<T> {
  return (values) => {
    const errors: Record<string, FieldError> = {};
    const day = today();
    for (const [name, rule] of Object.entries(fields) as [string, FieldRule | undefined][]) {
      if (!rule) continue;
      const failed = firstFailure(rule, values[name], day);
      if (failed) errors[name] = { type: failed, message: ruleMessage(rule, failed) };
    }
    return Object.keys(errors).length === 0
      ? { values, errors: {} }
      : { values: {}, errors: errors as FieldErrors<T> };
  };
}
