import { useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper/types';

/** The pause / play control both Home carousels offer; autoplay starts off under reduced motion. */
export function useAutoplayToggle(reducedMotion: boolean) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [playing, setPlaying] = useState(!reducedMotion);

  const toggle = () => {
    if (!swiper) return;
    if (playing) swiper.autoplay.stop();
    else swiper.autoplay.start();
    setPlaying(!playing);
  };

  return { playing, toggle, onSwiper: setSwiper };
}
