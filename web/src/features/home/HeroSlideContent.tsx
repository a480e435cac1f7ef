import { HERO_MOBILE_QUERY, HERO_MOBILE_SIZE, HERO_WEB_SIZE, type HeroSlide } from './hero-slides';

export interface HeroSlideContentProps {
  slide: HeroSlide;
  /** The first slide carries the page's main heading and loads its image first. */
  first: boolean;
}

/** One hero slide: its picture (web and mobile sets) and its copy. */
export function HeroSlideContent({ slide, first }: HeroSlideContentProps) {
  const Title = first ? 'h1' : 'h2';
  return (
    <div className="hero-slide">
      <picture className="hero-slide__picture">
        <source
          media={HERO_MOBILE_QUERY}
          srcSet={slide.mobileImage}
          width={HERO_MOBILE_SIZE.width}
          height={HERO_MOBILE_SIZE.height}
        />
        <img
          src={slide.webImage}
          alt=""
          width={HERO_WEB_SIZE.width}
          height={HERO_WEB_SIZE.height}
          loading={first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : 'auto'}
          decoding={first ? 'sync' : 'async'}
        />
      </picture>
      <div className="hero-slide__overlay" />
      <div className="container hero-slide__copy">
        <Title className="hero-slide__title">{slide.title}</Title>
        <p className="hero-slide__text">{slide.text}</p>
      </div>
    </div>
  );
}
