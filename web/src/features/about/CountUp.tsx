import { useEffect, useRef, useState } from 'react';
import { usePrefersReducedMotion } from '@/hooks/use-media-query';
import { countText, parseStat } from './count-up';

/** How long a count takes. */
const COUNT_MS = 1600;

/**
 * A figure that counts up from zero once it comes into view, ending on exactly `value`
 * ("950+"). Shown at once, without counting, when the visitor prefers reduced motion.
 */
export function CountUp({ value, className }: { value: string; className?: string }) {
  const reducedMotion = usePrefersReducedMotion();
  const target = parseStat(value);
  const animate = Boolean(target) && !reducedMotion && typeof IntersectionObserver !== 'undefined';
  const ref = useRef<HTMLSpanElement>(null);
  const [progress, setProgress] = useState(0);

  useEffect(() => {
    const element = ref.current;
    if (!animate || !element) return;
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

  const text = animate && target ? countText(target, progress) : value;
  return (
    <span ref={ref} className={className}>
      {text}
    </span>
  );
}
