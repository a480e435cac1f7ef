import type { ClinicProfile } from './types';

const TOKEN = /\{\{\s*(clinic_name|town|phone2|phone|fax|email)\s*\}\}/g;

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function tokenValue(token: string, clinic: ClinicProfile): string {
  switch (token) {
    case 'clinic_name':
      return clinic.name;
    case 'town':
      return clinic.town;
    case 'phone':
      return clinic.phones[0] ?? '';
    case 'phone2':
      return clinic.phones[1] ?? clinic.phones[0] ?? '';
    case 'fax':
      return clinic.fax;
    case 'email':
      return clinic.email;
    default:
      return '';
  }
}

/**
 * Replaces {{clinic_name}}, {{town}}, {{phone}}, {{phone2}}, {{fax}} and {{email}} with the
 * profile's values. With `html: true` the values are escaped for use inside HTML.
 */
export function fillTokens(
  text: string | null | undefined,
  clinic: ClinicProfile,
  options: { html?: boolean } = {},
): string {
  if (!text) return '';
  return text.replace(TOKEN, (_match, token: string) => {
    const value = tokenValue(token, clinic);
    return options.html ? escapeHtml(value) : value;
  });
}
