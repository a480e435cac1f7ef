import { lazy, Suspense, type ReactNode } from 'react';
import { useAfterLoad } from '@/hooks/use-after-load';
import { HeroSlideContent } from './HeroSlideContent';
import { heroSlides } from './hero-slides';

const HeroSlider = lazy(() => import('./HeroSlider'));

export interface HeroSectionProps {
  /** The three calls to action: Send Us Query, Book An Appointment, Patient Portal. */
  actions: ReactNode;
}

/** The home hero: a slider of the clinic's messages and the three main actions. */
export function HeroSection({ actions }: HeroSectionProps) {
  const slides = heroSlides();
  const first = slides[0];
  // The first slide is drawn at once; the slider (and swiper) follow once the page has loaded.
  const sliderWanted = useAfterLoad() && slides.length > 1;
  const firstSlide = first && (
    <div className="hero-slider">
      <HeroSlideContent slide={first} first />
    </div>
  );
  return (
    <section className="hero" aria-label="Welcome">
      {sliderWanted ? (
        <Suspense fallback={firstSlide}>
          <HeroSlider slides={slides} />
        </Suspense>
      ) : (
        firstSlide
      )}
      <div className="container hero__actions-wrap">
        <div className="hero__actions">{actions}</div>
      </div>
    </section>
  );
}
