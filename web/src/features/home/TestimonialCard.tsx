import { Quote } from 'lucide-react';
import type { Testimonial } from '@/content/types';

/** One patient's words, with their name and line of work. */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="testimonial-card card">
      <Quote aria-hidden="true" size={32} className="testimonial-card__mark" />
      <blockquote className="testimonial-card__quote">
        <p>{testimonial.quote}</p>
      </blockquote>
      <figcaption className="testimonial-card__author">
        <span className="testimonial-card__name">{testimonial.author}</span>
        {testimonial.profession && (
          <span className="testimonial-card__profession">{testimonial.profession}</span>
        )}
      </figcaption>
    </figure>
  );
}
