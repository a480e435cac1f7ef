import { lazy, Suspense, type ReactNode } from 'react';
import { useAfterLoad } from '@/hooks/use-after-load';
import { FirstScreenEnd } from '@/components/FirstScreenEnd';
import { HeroPicture } from './HeroPicture';
import { heroPictures } from './hero-content';

const HeroSlider = lazy(() => import('./HeroSlider'));

export interface HeroSectionProps {
  /** The headline: the page's one h1. */
  title: string;
  /** The line under it. */
  text: string;
  /** The three calls to action: Book An Appointment, Send Us Query, Patient Portal. */
  actions: ReactNode;
  /** The trust row under the buttons. */
  trust: ReactNode;
}

/**
 * Home's first screen: the message on a light surface (headline, line, buttons, trust row) and,
 * beside it on wide screens or under it on phones, the picture slider in a box of fixed shape.
 */
export function HeroSection({ title, text, actions, trust }: HeroSectionProps) {
  const pictures = heroPictures();
  const first = pictures[0];
  // The first picture is drawn at once; the slider (and swiper) follow once the page has loaded.
  const sliderWanted = useAfterLoad() && pictures.length > 1;
  const firstPicture = first && (
    <div className="hero-slider">
      <HeroPicture picture={first} first />
    </div>
  );
  return (
    <>
      <section className="hero" aria-labelledby="home-title">
        <div className="container hero__inner">
          <div className="hero__copy">
            <h1 id="home-title" className="hero__title">
              {title}
            </h1>
            <p className="hero__text">{text}</p>
            <div className="hero__actions">{actions}</div>
            {trust}
          </div>
          {first && (
            <div className="hero__media">
              {sliderWanted ? (
                <Suspense fallback={firstPicture}>
                  <HeroSlider pictures={pictures} />
                </Suspense>
              ) : (
                firstPicture
              )}
            </div>
          )}
        </div>
      </section>
      <FirstScreenEnd />
    </>
  );
}
