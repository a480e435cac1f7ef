import {
  HERO_MOBILE_QUERY,
  HERO_MOBILE_SIZE,
  HERO_WEB_SIZE,
  type HeroPictureSource,
} from './hero-content';

export interface HeroPictureProps {
  picture: HeroPictureSource;
  /** The first picture is on screen at once: it loads first and is not deferred. */
  first: boolean;
}

/** One picture of the hero slider, from the web set or the mobile set by the screen's width. */
export function HeroPicture({ picture, first }: HeroPictureProps) {
  return (
    <picture className="hero-picture">
      <source
        media={HERO_MOBILE_QUERY}
        srcSet={picture.mobileImage}
        width={HERO_MOBILE_SIZE.width}
        height={HERO_MOBILE_SIZE.height}
      />
      <img
        src={picture.webImage}
        alt=""
        width={HERO_WEB_SIZE.width}
        height={HERO_WEB_SIZE.height}
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : 'auto'}
        decoding="async"
      />
    </picture>
  );
}
