import { t } from '@lingui/core/macro';
import clinic from '@content/clinic.json';
import translation from '@clinic-translation';
import type { ClinicProfile } from './types';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `base` with the values `words` gives: objects key by key, anything else (lists) whole. */
function withWords(base: unknown, words: unknown): unknown {
  if (words === undefined) return base;
  if (!isObject(base) || !isObject(words)) return words;
  return Object.fromEntries(
    Object.entries(base).map(([key, value]) => [key, withWords(value, words[key])]),
  );
}

/**
 * The clinic profile (content/clinic.json), read at build time, in this build's language:
 * content/<language>/clinic.json gives its words that are not names (the hours, the figures'
 * labels, the visit lengths, the state) in the same shape.
 */
export const profile = withWords(clinic, translation) as ClinicProfile;

/** "Mill Pond Physical Therapy in Willow Falls": the second half of every page title. */
export const siteTitle = t`${{ name: profile.name }} in ${{ town: profile.town }}`;

/** Joins the document folder base URL and a relative file path or name. */
export function documentUrl(path: string | null | undefined): string {
  if (!path) return '';
  if (/^(https?:)?\/\//i.test(path) || path.startsWith('data:')) return path;
  const base = profile.documentBaseUrl.endsWith('/')
    ? profile.documentBaseUrl
    : `${profile.documentBaseUrl}/`;
  const relative = path.replace(/^\/+/, '').replace(/^documents\//, '');
  return `${base}${relative}`;
}
