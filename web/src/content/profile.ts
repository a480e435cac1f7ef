import { t } from '@lingui/core/macro';
import clinic from '@content/clinic.json';
import type { ClinicProfile } from './types';

/** The clinic profile (content/clinic.json), read at build time. */
export const profile: ClinicProfile = clinic;

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
