import { documentUrl, fillTokens } from '@/content';
import { pages } from '@/content/pages';

export interface HeroSlide {
  title: string;
  text: string;
  /** Wide-screen image. */
  webImage: string;
  /** Small-screen image (below 768 px). */
  mobileImage: string;
}

/** Intrinsic sizes of the hero images, set on the elements so the page does not shift. */
export const HERO_WEB_SIZE = { width: 1600, height: 700 } as const;
export const HERO_MOBILE_SIZE = { width: 768, height: 960 } as const;
/** Small screens get the mobile image set below this width. */
export const HERO_MOBILE_QUERY = '(max-width: 767.98px)';

/** The hero slides: copy from content/site/pages.json, images web-1..3 and mobile-1..3. */
export function heroSlides(): HeroSlide[] {
  const slides = pages.home?.heroSlides ?? [];
  return slides.map((slide, index) => ({
    title: fillTokens(slide.title),
    text: fillTokens(slide.text),
    webImage: documentUrl(`hero/web-${index + 1}.svg`),
    mobileImage: documentUrl(`hero/mobile-${index + 1}.svg`),
  }));
}
