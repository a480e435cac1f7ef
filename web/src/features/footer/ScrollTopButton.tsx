import { ArrowUp } from 'lucide-react';
import { useScrolledPast } from '@/hooks/use-scrolled-past';
import { usePrefersReducedMotion } from '@/hooks/use-media-query';

/** The scroll-to-top button appears past this many pixels. */
export const SCROLL_TOP_THRESHOLD = 500;

/** A button that takes the visitor back to the top of the page. */
export function ScrollTopButton() {
  const visible = useScrolledPast(SCROLL_TOP_THRESHOLD);
  const reducedMotion = usePrefersReducedMotion();
  if (!visible) return null;
  return (
    <button
      type="button"
      className="scroll-top"
      aria-label="Back to top"
      onClick={() => {
        window.scrollTo({ top: 0, behavior: reducedMotion ? 'auto' : 'smooth' });
        document.getElementById('main-content')?.focus({ preventScroll: true });
      }}
    >
      <ArrowUp aria-hidden="true" size={22} />
    </button>
  );
}
