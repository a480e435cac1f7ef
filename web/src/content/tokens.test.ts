import { describe, expect, it } from 'vitest';
import { fillTokens } from './tokens';
import type { ClinicProfile } from './types';

const clinic = {
  name: 'Birch & Stone Therapy',
  town: 'Maple Glen',
  phones: ['(201) 555-0100', '(201) 555-0101'],
  fax: '(201) 555-0102',
  email: 'hello@clinic.example',
} as ClinicProfile;

describe('fillTokens', () => {
  it('replaces every clinic token from the profile', () => {
    expect(
      fillTokens(
        '{{clinic_name}} in {{town}}: call {{phone}} or {{phone2}}, fax {{fax}}, mail {{email}}.',
        clinic,
      ),
    ).toBe(
      'Birch & Stone Therapy in Maple Glen: call (201) 555-0100 or (201) 555-0101, fax (201) 555-0102, mail hello@clinic.example.',
    );
  });

  it('escapes the values for HTML when asked', () => {
    expect(fillTokens('<p>{{clinic_name}}</p>', clinic, { html: true })).toBe(
      '<p>Birch &amp; Stone Therapy</p>',
    );
  });

  it('leaves other text and unknown tokens alone', () => {
    expect(fillTokens('{{unknown}} stays', clinic)).toBe('{{unknown}} stays');
    expect(fillTokens(undefined, clinic)).toBe('');
  });
});
