import { useEffect, useId, useRef } from 'react';

declare global {
  interface Window {
    /** The controls tapped before the app started on them (web/public/start-app.js). */
    __earlyTaps?: string[];
  }
}

/**
 * Props for a control that needs the app to act (a button that opens a dialog or a menu).
 * A page arrives whole and its code follows; a tap made before the control is hydrated is held
 * by web/public/start-app.js, which starts the app at once, and is taken here as soon as the
 * control is ready: `onTap` runs then, as if the tap had just been made.
 */
export function useEarlyTap<T extends HTMLElement>(onTap: () => void) {
  const id = useId();
  const ref = useRef<T>(null);
  const latest = useRef(onTap);
  useEffect(() => {
    latest.current = onTap;
  });
  useEffect(() => {
    const control = ref.current;
    if (!control) return;
    control.setAttribute('data-app-ready', '');
    control.removeAttribute('aria-busy');
    const taps = window.__earlyTaps ?? [];
    const held = taps.indexOf(id);
    if (held >= 0) {
      taps.splice(held, 1);
      latest.current();
    }
    if (taps.length === 0) document.documentElement.classList.remove('app-starting');
  }, [id]);
  return { ref, 'data-needs-app': id };
}
