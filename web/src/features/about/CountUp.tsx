import { useEffect, useRef, useState } from 'react';
import { usePrefersReducedMotion } from '@/hooks/use-media-query';
import { countText, parseStat } from './count-up';

/** How long a count takes. */
const COUNT_MS = 1600;

/**
 * A figure (`value`, e.g. "950+") that counts up from zero, ending on exactly `value`, once it
 * comes into view. Until then, and when the visitor prefers reduced motion, it shows `value`
 * as it is: that is also what the page's first HTML shows.
 */
export function CountUp({ value, className }: { value: string; className?: string }) {
  const reducedMotion = usePrefersReducedMotion();
  const target = parseStat(value);
  const animate = Boolean(target) && !reducedMotion;
  const ref = useRef<HTMLSpanElement>(null);
  // Null until the count starts.
  const [progress, setProgress] = useState<number | null>(null);

  useEffect(() => {
    const element = ref.current;
    if (!animate || !element || typeof IntersectionObserver === 'undefined') return;
    let frame = 0;
    let start: number | undefined;
    const step = (time: number) => {
      start ??= time;
      const next = Math.min((time - start) / COUNT_MS, 1);
      setProgress(next);
      if (next < 1) frame = requestAnimationFrame(step);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setProgress(0);
        frame = requestAnimationFrame(step);
      },
      { threshold: 0.4 },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [animate]);

  const text = animate && target && progress !== null ? countText(target, progress) : value;
  return (
    <span ref={ref} className={className}>
      {text}
    </span>
  );
}
