import { t } from '@lingui/core/macro';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import { Pause, Play } from 'lucide-react';
import { testimonials } from '@/content/testimonials';
import { usePrefersReducedMotion } from '@/hooks/use-media-query';
import { useAutoplayToggle } from './use-autoplay-toggle';
import { carouselA11y, TESTIMONIAL_CAROUSEL_SETTINGS } from './carousel-settings';
import { TestimonialCard } from './TestimonialCard';
import 'swiper/css';
import 'swiper/css/pagination';

/** Home shows this many testimonials; the Patient Testimonials page has them all. */
export const HOME_TESTIMONIAL_COUNT = 12;

/** The testimonial carousel (its own chunk, with swiper). */
export default function TestimonialCarousel() {
  const reducedMotion = usePrefersReducedMotion();
  const { playing, toggle, onSwiper } = useAutoplayToggle(reducedMotion);

  return (
    <div className="testimonial-carousel">
      <Swiper
        modules={[A11y, Autoplay, Pagination]}
        {...TESTIMONIAL_CAROUSEL_SETTINGS}
        autoplay={reducedMotion ? false : { ...TESTIMONIAL_CAROUSEL_SETTINGS.autoplay }}
        speed={reducedMotion ? 0 : 600}
        pagination={{ clickable: true }}
        a11y={carouselA11y(t`testimonial`)}
        onSwiper={onSwiper}
      >
        {testimonials.slice(0, HOME_TESTIMONIAL_COUNT).map((testimonial) => (
          <SwiperSlide key={`${testimonial.author}-${testimonial.quote.slice(0, 24)}`}>
            <TestimonialCard testimonial={testimonial} />
          </SwiperSlide>
        ))}
      </Swiper>
      <button
        type="button"
        className="carousel-toggle testimonial-carousel__toggle"
        onClick={toggle}
        aria-label={playing ? t`Pause the testimonials` : t`Play the testimonials`}
      >
        {playing ? <Pause aria-hidden="true" size={18} /> : <Play aria-hidden="true" size={18} />}
      </button>
    </div>
  );
}
