import { useState } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { Pause, Play } from 'lucide-react';
import { testimonials } from '@/content/testimonials';
import { usePrefersReducedMotion } from '@/hooks/use-media-query';
import { TESTIMONIAL_CAROUSEL_SETTINGS } from './carousel-settings';
import { TestimonialCard } from './TestimonialCard';

/** Home shows this many testimonials; the Patient Testimonials page has them all. */
export const HOME_TESTIMONIAL_COUNT = 12;
import 'swiper/css';
import 'swiper/css/pagination';

/** The testimonial carousel (its own chunk, with swiper). */
export default function TestimonialCarousel() {
  const reducedMotion = usePrefersReducedMotion();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [playing, setPlaying] = useState(!reducedMotion);

  const toggle = () => {
    if (!swiper) return;
    if (playing) swiper.autoplay.stop();
    else swiper.autoplay.start();
    setPlaying(!playing);
  };

  return (
    <div className="testimonial-carousel">
      <Swiper
        modules={[A11y, Autoplay, Pagination]}
        {...TESTIMONIAL_CAROUSEL_SETTINGS}
        autoplay={reducedMotion ? false : { ...TESTIMONIAL_CAROUSEL_SETTINGS.autoplay }}
        speed={reducedMotion ? 0 : 600}
        pagination={{ clickable: true }}
        a11y={{
          containerRoleDescriptionMessage: 'carousel',
          itemRoleDescriptionMessage: 'testimonial',
          slideLabelMessage: '{{index}} of {{slidesLength}}',
        }}
        onSwiper={setSwiper}
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
        aria-label={playing ? 'Pause the testimonials' : 'Play the testimonials'}
      >
        {playing ? <Pause aria-hidden="true" size={18} /> : <Play aria-hidden="true" size={18} />}
      </button>
    </div>
  );
}
