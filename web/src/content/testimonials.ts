import testimonialsJson from '@content/site/testimonials.json';
import type { Testimonial } from './types';

/** Patient testimonials (content/site/testimonials.json). */
export const testimonials = (testimonialsJson as unknown as Testimonial[]).filter((entry) =>
  Boolean(entry.quote && entry.author),
);
