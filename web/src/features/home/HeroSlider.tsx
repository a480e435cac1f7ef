import { t } from '@lingui/core/macro';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay, Keyboard, Pagination } from 'swiper/modules';
import { Pause, Play } from 'lucide-react';
import { usePrefersReducedMotion } from '@/hooks/use-media-query';
import { carouselA11y } from './carousel-settings';
import { useAutoplayToggle } from './use-autoplay-toggle';
import { HeroPicture } from './HeroPicture';
import type { HeroPictureSource } from './hero-content';
import 'swiper/css';
import 'swiper/css/pagination';

/** The hero's picture slider (loaded on its own, after the first picture is already on screen). */
export default function HeroSlider({ pictures }: { pictures: HeroPictureSource[] }) {
  const reducedMotion = usePrefersReducedMotion();
  const { playing, toggle, onSwiper } = useAutoplayToggle(reducedMotion);

  return (
    <div className="hero-slider">
      <Swiper
        modules={[A11y, Autoplay, Keyboard, Pagination]}
        slidesPerView={1}
        loop={pictures.length > 1}
        speed={reducedMotion ? 0 : 700}
        autoplay={reducedMotion ? false : { delay: 6000, disableOnInteraction: false }}
        keyboard={{ enabled: true, onlyInViewport: true }}
        pagination={{ clickable: true }}
        a11y={carouselA11y(t`slide`)}
        onSwiper={onSwiper}
      >
        {pictures.map((picture, index) => (
          <SwiperSlide key={picture.webImage}>
            <HeroPicture picture={picture} first={index === 0} />
          </SwiperSlide>
        ))}
      </Swiper>
      {pictures.length > 1 && (
        <button
          type="button"
          className="carousel-toggle hero-slider__toggle"
          onClick={toggle}
          aria-label={playing ? t`Pause the slideshow` : t`Play the slideshow`}
        >
          {playing ? <Pause aria-hidden="true" size={18} /> : <Play aria-hidden="true" size={18} />}
        </button>
      )}
    </div>
  );
}
