import { Quote } from 'lucide-react';
import { testimonials as allTestimonials } from '@/content/testimonials';
import type { Testimonial } from '@/content/types';

/** Every patient testimonial: the quote and who said it. */
export function TestimonialList({
  testimonials = allTestimonials,
}: {
  testimonials?: Testimonial[];
}) {
  return (
    <ul className="testimonial-list">
      {testimonials.map((testimonial) => (
        <li key={`${testimonial.author}-${testimonial.quote.slice(0, 24)}`}>
          <figure className="testimonial-entry card">
            <Quote aria-hidden="true" size={28} className="testimonial-entry__mark" />
            <blockquote className="testimonial-entry__quote">
              <p>{testimonial.quote}</p>
            </blockquote>
            <figcaption className="testimonial-entry__author">
              <span className="testimonial-entry__name">{testimonial.author}</span>
              {testimonial.profession && (
                <span className="testimonial-entry__profession">{testimonial.profession}</span>
              )}
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
