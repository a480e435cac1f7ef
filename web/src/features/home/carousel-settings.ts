import { t } from '@lingui/core/macro';
import type { SwiperOptions } from 'swiper/types';

/**
 * The testimonial carousel: one slide per view, three from 767 px wide, 30 px apart, looping,
 * moving on every 3 seconds and carrying on after the visitor interacts with it.
 */
export const TESTIMONIAL_CAROUSEL_SETTINGS = {
  slidesPerView: 1,
  spaceBetween: 30,
  loop: true,
  autoplay: { delay: 3000, disableOnInteraction: false },
  breakpoints: { 767: { slidesPerView: 3 } },
} as const satisfies SwiperOptions;

/**
 * What Swiper says of a carousel to screen readers, in this build's language: `item` names one
 * slide ("slide", "testimonial"). {{index}} and {{slidesLength}} are Swiper's own placeholders.
 */
export function carouselA11y(item: string) {
  const index = '{{index}}';
  const total = '{{slidesLength}}';
  return {
    containerRoleDescriptionMessage: t`carousel`,
    itemRoleDescriptionMessage: item,
    slideLabelMessage: t`${index} of ${total}`,
    paginationBulletMessage: t`Go to slide ${index}`,
  };
}
