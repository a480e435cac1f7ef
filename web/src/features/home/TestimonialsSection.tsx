import { t } from '@lingui/core/macro';
import { lazy, Suspense, useRef } from 'react';
import { useNearViewport } from '@/hooks/use-near-viewport';
import { fillTokens } from '@/content';
import { pages } from '@/content/pages';

const TestimonialCarousel = lazy(() => import('./TestimonialCarousel'));

/** "What our patients say": the testimonial carousel. */
export function TestimonialsSection() {
  const title = fillTokens(pages.home?.testimonialsTitle) || t`What Our Patients Say`;
  const reserve = useRef<HTMLDivElement>(null);
  // The carousel's code loads when the section comes near the screen.
  const near = useNearViewport(reserve);
  return (
    <section className="section section--tinted testimonials" aria-labelledby="home-testimonials">
      <div className="container">
        <header className="section__header">
          <span className="section__eyebrow">{t`Testimonials`}</span>
          <h2 id="home-testimonials">{title}</h2>
        </header>
        {near ? (
          <Suspense
            fallback={<div className="testimonial-carousel testimonial-carousel--loading" />}
          >
            <TestimonialCarousel />
          </Suspense>
        ) : (
          <div ref={reserve} className="testimonial-carousel testimonial-carousel--loading" />
        )}
      </div>
    </section>
  );
}
