import { profile } from './profile';
import { fillTokens as fillWith } from './tokens';

export { profile, siteTitle, documentUrl } from './profile';
export type * from './types';

/** Fills the clinic tokens in a content string from the clinic profile. */
export function fillTokens(text: string | null | undefined, options: { html?: boolean } = {}) {
  return fillWith(text, profile, options);
}
