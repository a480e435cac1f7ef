import { describe, expect, it } from 'vitest';
import { TESTIMONIAL_CAROUSEL_SETTINGS } from './carousel-settings';

describe('TESTIMONIAL_CAROUSEL_SETTINGS', () => {
  it('shows one slide, and three from 767 px wide', () => {
    expect(TESTIMONIAL_CAROUSEL_SETTINGS.slidesPerView).toBe(1);
    expect(TESTIMONIAL_CAROUSEL_SETTINGS.breakpoints).toEqual({ 767: { slidesPerView: 3 } });
  });

  it('keeps 30 px between slides and loops', () => {
    expect(TESTIMONIAL_CAROUSEL_SETTINGS.spaceBetween).toBe(30);
    expect(TESTIMONIAL_CAROUSEL_SETTINGS.loop).toBe(true);
  });

  it('autoplays every 3 seconds and goes on after interaction', () => {
    expect(TESTIMONIAL_CAROUSEL_SETTINGS.autoplay).toEqual({
      delay: 3000,
      disableOnInteraction: false,
    });
  });
});
