import { t } from '@lingui/core/macro';
import { documentUrl, fillTokens, profile } from '@/content';
import { pages } from '@/content/pages';

/** Intrinsic sizes of the hero pictures, set on the elements so the page does not shift. */
export const HERO_WEB_SIZE = { width: 1600, height: 700 } as const;
export const HERO_MOBILE_SIZE = { width: 750, height: 1000 } as const;
/** Small screens get the mobile picture set below this width. */
export const HERO_MOBILE_QUERY = '(max-width: 767.98px)';

export interface HeroPictureSource {
  /** Wide-screen picture (hero/web-N.svg). */
  webImage: string;
  /** Small-screen picture (hero/mobile-N.svg). */
  mobileImage: string;
}

/**
 * The slider's pictures, web-1..N and mobile-1..N (N from content/site/pages.json). They set
 * the mood beside the message and say nothing it does not: shown with an empty alt.
 */
export function heroPictures(): HeroPictureSource[] {
  const count = pages.home?.hero?.pictures ?? 0;
  return Array.from({ length: count }, (_, index) => ({
    webImage: documentUrl(`hero/web-${index + 1}.svg`),
    mobileImage: documentUrl(`hero/mobile-${index + 1}.svg`),
  }));
}

/** Fills "{name}" placeholders from `values`; a placeholder without a value stays as it is. */
export function fillPlaceholders(template: string, values: Record<string, string | number>) {
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}

export interface HeroCopy {
  title: string;
  text: string;
  trustLabel: string;
  /** "Medicare and 7 more plans accepted". */
  insurance: string;
  referral: string;
  firstVisit: string;
}

/**
 * Home's headline, the line under it and the trust row's words: copy from content/site/pages.json
 * filled with the clinic profile's facts.
 */
export function heroCopy(): HeroCopy {
  const hero = pages.home?.hero ?? {};
  const trust = hero.trust ?? {};
  const fill = (text: string | undefined, values: Record<string, string | number>) =>
    fillPlaceholders(fillTokens(text), values);
  return {
    title: fillTokens(hero.title) || profile.name,
    text: fillTokens(hero.text) || profile.tagline,
    trustLabel: trust.label || t`Good to know`,
    insurance: fillTokens(trust.insurance),
    referral: fill(trust.referral, { state: profile.directAccess.state }),
    firstVisit: fill(trust.firstVisit, { first: profile.visits.first }),
  };
}
