import { describe, expect, it } from 'vitest';
import { appointmentRules, checkField, enquiryRules, isEmailAddress, rulesResolver } from './rules';

const TODAY = '2026-05-04';
const check = (rules: typeof appointmentRules, field: string, value: string) =>
  checkField(rules[field], value, TODAY);

const NAME = 'Full name is required.';
const EMAIL = 'Valid email is required.';
const SUBJECT = 'Subject is required.';
const MESSAGE = 'Message is required And Should Be More Then 10 Charactor.';
const DATE = 'Date is required.';

describe('appointment rules (content/site/forms.json)', () => {
  it('full name: required, 2 to 50 characters, one line', () => {
    expect(check(appointmentRules, 'fullName', '')).toBe(NAME);
    expect(check(appointmentRules, 'fullName', '   ')).toBe(NAME);
    expect(check(appointmentRules, 'fullName', 'A')).toBe(NAME);
    expect(check(appointmentRules, 'fullName', 'A'.repeat(51))).toBe(NAME);
    expect(check(appointmentRules, 'fullName', 'Rosa\nDelgado')).toBe(NAME);
    expect(check(appointmentRules, 'fullName', 'Al')).toBeNull();
    expect(check(appointmentRules, 'fullName', 'A'.repeat(50))).toBeNull();
  });

  it('phone: required, at least 10 digits, at most 15 characters, U.S. format', () => {
    expect(check(appointmentRules, 'phoneNo', '')).toBe('Phone number is required');
    expect(check(appointmentRules, 'phoneNo', '(201) 555-01')).toBe(
      'Phone number must be at least 10 digits',
    );
    expect(check(appointmentRules, 'phoneNo', '(201)  555 - 0142')).toBe(
      'Phone number cannot exceed 15 characters',
    );
    expect(check(appointmentRules, 'phoneNo', '201.555.0142')).toBe(
      'Please enter a valid U.S. phone number (e.g., (123) 456-7890)',
    );
    expect(check(appointmentRules, 'phoneNo', '12015550142')).toBe(
      'Please enter a valid U.S. phone number (e.g., (123) 456-7890)',
    );
    expect(check(appointmentRules, 'phoneNo', '(201) 555-0142')).toBeNull();
    expect(check(appointmentRules, 'phoneNo', '201-555-0142')).toBeNull();
    expect(check(appointmentRules, 'phoneNo', '2015550142')).toBeNull();
  });

  it('email: required, a valid address, at most 50 characters', () => {
    expect(check(appointmentRules, 'emailId', '')).toBe(EMAIL);
    expect(check(appointmentRules, 'emailId', 'rosa')).toBe(EMAIL);
    expect(check(appointmentRules, 'emailId', 'rosa@example')).toBe(EMAIL);
    expect(check(appointmentRules, 'emailId', 'rosa@@example.com')).toBe(EMAIL);
    expect(check(appointmentRules, 'emailId', `${'r'.repeat(39)}@example.com`)).toBe(EMAIL);
    expect(check(appointmentRules, 'emailId', 'rosa.delgado@example.com')).toBeNull();
  });

  it('appointment date: required, a real day, not before today', () => {
    expect(check(appointmentRules, 'appointmentDate', '')).toBe(DATE);
    expect(check(appointmentRules, 'appointmentDate', '2026-02-30')).toBe(DATE);
    expect(check(appointmentRules, 'appointmentDate', '05/04/2026')).toBe(DATE);
    expect(check(appointmentRules, 'appointmentDate', '2026-05-03')).toBe(DATE);
    expect(check(appointmentRules, 'appointmentDate', TODAY)).toBeNull();
    expect(check(appointmentRules, 'appointmentDate', '2026-12-31')).toBeNull();
  });

  it('appointment date: at most 12 months ahead, with its own message', () => {
    const FAR = 'Please choose a date within the next 12 months.';
    expect(check(appointmentRules, 'appointmentDate', '2027-05-04')).toBeNull();
    expect(check(appointmentRules, 'appointmentDate', '2027-05-05')).toBe(FAR);
    expect(check(appointmentRules, 'appointmentDate', '9999-12-31')).toBe(FAR);
  });

  it('one-line fields refuse invisible format characters', () => {
    for (const bad of ['\u200b', '\u200d', '\u202e', '\u2066', '\ufeff']) {
      expect(check(appointmentRules, 'fullName', `Rosa${bad}Delgado`)).toBe(NAME);
      expect(check(appointmentRules, 'subject', `Knee${bad}pain`)).toBe(SUBJECT);
    }
  });

  it('messages refuse direction overrides and zero-width spaces, not the joiners', () => {
    const MESSAGE = 'Message is required And Should Be More Then 10 Charactor.';
    for (const bad of ['\u202e', '\u2066', '\u200b', '\u200f', '\ufeff']) {
      expect(check(appointmentRules, 'remark', `My knee hurts${bad} when I climb`)).toBe(MESSAGE);
    }
    expect(
      check(appointmentRules, 'remark', 'My knee hurts \u{1F469}\u200d\u2695 said so'),
    ).toBeNull();
  });

  it('one-line fields refuse every line break and control character', () => {
    for (const bad of ['\u0085', '\u2028', '\u2029', '\u000b', '\u000c', '\u0000', '\r', '\n']) {
      expect(check(appointmentRules, 'fullName', `Rosa${bad}Delgado`)).toBe(NAME);
      expect(check(appointmentRules, 'subject', `Knee${bad}pain`)).toBe(SUBJECT);
    }
  });

  it('subject: required, at most 100 characters, one line', () => {
    expect(check(appointmentRules, 'subject', '')).toBe(SUBJECT);
    expect(check(appointmentRules, 'subject', 'S'.repeat(101))).toBe(SUBJECT);
    expect(check(appointmentRules, 'subject', 'Back\rpain')).toBe(SUBJECT);
    expect(check(appointmentRules, 'subject', 'S'.repeat(100))).toBeNull();
  });

  it('message: required, 10 to 1000 characters, several lines allowed', () => {
    expect(check(appointmentRules, 'remark', '')).toBe(MESSAGE);
    expect(check(appointmentRules, 'remark', 'Too short')).toBe(MESSAGE);
    expect(check(appointmentRules, 'remark', 'M'.repeat(1001))).toBe(MESSAGE);
    expect(check(appointmentRules, 'remark', 'First line\nsecond line')).toBeNull();
  });

  it('treatment: a chosen id, 0 being a general request', () => {
    expect(check(appointmentRules, 'treatmentId', '')).toBe('Please choose a treatment.');
    expect(check(appointmentRules, 'treatmentId', 'abc')).toBe('Please choose a treatment.');
    expect(check(appointmentRules, 'treatmentId', '0')).toBeNull();
    expect(check(appointmentRules, 'treatmentId', '101')).toBeNull();
  });
});

describe('enquiry rules (content/site/forms.json)', () => {
  it('full name, email, subject and message take the same messages', () => {
    expect(check(enquiryRules, 'firstName', '')).toBe(NAME);
    expect(check(enquiryRules, 'firstName', 'A')).toBe(NAME);
    expect(check(enquiryRules, 'firstName', 'A'.repeat(51))).toBe(NAME);
    expect(check(enquiryRules, 'toEmail', '')).toBe(EMAIL);
    expect(check(enquiryRules, 'toEmail', 'not-an-address')).toBe(EMAIL);
    expect(check(enquiryRules, 'toEmail', `${'r'.repeat(39)}@example.com`)).toBe(EMAIL);
    expect(check(enquiryRules, 'subject', '')).toBe(SUBJECT);
    expect(check(enquiryRules, 'subject', 'S'.repeat(101))).toBe(SUBJECT);
    expect(check(enquiryRules, 'htmlContent', '')).toBe(MESSAGE);
    expect(check(enquiryRules, 'htmlContent', 'short')).toBe(MESSAGE);
    expect(check(enquiryRules, 'htmlContent', 'M'.repeat(1001))).toBe(MESSAGE);
  });

  it('phone: required, the U.S. pattern, at most 15 characters', () => {
    expect(check(enquiryRules, 'phoneNo', '')).toBe('Phone number is required');
    expect(check(enquiryRules, 'phoneNo', '555-0142')).toBe(
      'Please enter a valid phone number (e.g., (123) 456-7890)',
    );
    expect(check(enquiryRules, 'phoneNo', '(201)  555 - 0142')).toBe(
      'Phone number cannot exceed 15 characters',
    );
    expect(check(enquiryRules, 'phoneNo', '(201) 555-0142')).toBeNull();
    expect(check(enquiryRules, 'phoneNo', '201 555 0142')).toBeNull();
  });

  it('accepts a complete enquiry', () => {
    expect(check(enquiryRules, 'firstName', 'Rosa Delgado')).toBeNull();
    expect(check(enquiryRules, 'toEmail', 'rosa@example.com')).toBeNull();
    expect(check(enquiryRules, 'subject', 'Insurance')).toBeNull();
    expect(check(enquiryRules, 'htmlContent', 'Do you take Aetna plans?')).toBeNull();
  });
});

describe('rulesResolver', () => {
  it('gives every failing field its message and passes a valid form through', async () => {
    const resolve = rulesResolver<{ subject: string; remark: string; free: string }>(
      { subject: appointmentRules.subject, remark: appointmentRules.remark },
      () => TODAY,
    );
    const options = { fields: {}, shouldUseNativeValidation: false };
    const bad = await resolve({ subject: '', remark: 'short', free: '' }, undefined, options);
    expect(bad.errors).toEqual({
      subject: { type: 'required', message: SUBJECT },
      remark: { type: 'minLength', message: MESSAGE },
    });
    const good = await resolve(
      { subject: 'Knee', remark: 'My knee hurts on stairs.', free: '' },
      undefined,
      options,
    );
    expect(good.errors).toEqual({});
  });
});

describe('isEmailAddress', () => {
  it('wants a local part, an @ and a domain with a dot', () => {
    expect(isEmailAddress('a.b+c@mail.example.org')).toBe(true);
    expect(isEmailAddress('a b@example.com')).toBe(false);
    expect(isEmailAddress('a@b')).toBe(false);
    expect(isEmailAddress('@example.com')).toBe(false);
    expect(isEmailAddress('a..b@example.com')).toBe(false);
  });
});
