/*
 * Starts the app on a page the server sent whole (api/web/pages.py writes this script's tag).
 * The page is drawn and its pictures loaded first; only then are the app's modules fetched and
 * the page hydrated, so that a phone on a slow network spends its first moments on what the
 * patient reads. `data-modules` lists the entry first, then the chunks it will need.
 *
 * A patient who reaches for the page sooner starts it at once, and nothing they tap is lost: a
 * tap on a control that needs the app (marked data-needs-app) is held until that control is
 * ready, which then acts on it (web/src/lib/early-taps.ts). Only the latest such tap is kept.
 */
(() => {
  const modules = JSON.parse(document.currentScript.dataset.modules);
  let started = false;

  function load() {
    if (started) return;
    started = true;
    for (const href of modules.slice(1)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const entry = document.createElement('script');
    entry.type = 'module';
    entry.crossOrigin = '';
    entry.src = modules[0];
    document.head.append(entry);
  }

  const held = (window.__earlyTaps = []);
  document.addEventListener(
    'click',
    (event) => {
      const control = event.target instanceof Element && event.target.closest('[data-needs-app]');
      if (!control || control.hasAttribute('data-app-ready')) return;
      event.preventDefault();
      event.stopPropagation();
      for (const earlier of document.querySelectorAll('[data-needs-app][aria-busy]')) {
        earlier.removeAttribute('aria-busy');
      }
      held.splice(0, held.length, control.getAttribute('data-needs-app'));
      control.setAttribute('aria-busy', 'true');
      document.documentElement.classList.add('app-starting');
      load();
    },
    true,
  );
  for (const reach of ['pointerdown', 'keydown', 'touchstart']) {
    document.addEventListener(reach, load, { capture: true, once: true, passive: true });
  }

  // Once the page is on the screen: after the load event (its first pictures are in) and
  // after the browser reports the first contentful paint, which it does once that frame is
  // shown. A frame's own animation callback comes before it is shown, and the code fetched
  // from there raced the page for a slow phone's network and main thread.
  function whenShown() {
    const next = () => requestAnimationFrame(() => setTimeout(load, 0));
    const types = window.PerformanceObserver ? PerformanceObserver.supportedEntryTypes : [];
    if (!types || !types.includes('paint')) return next();
    // A page opened in a background tab reports no paint: it starts anyway.
    const unpainted = setTimeout(next, 2000);
    const painted = new PerformanceObserver((entries) => {
      if (!entries.getEntriesByName('first-contentful-paint').length) return;
      painted.disconnect();
      clearTimeout(unpainted);
      next();
    });
    painted.observe({ type: 'paint', buffered: true });
  }
  if (document.readyState === 'complete') whenShown();
  else window.addEventListener('load', whenShown, { once: true });
})();

/*
 * The body font's face is started here, in the head. Left to the page's first layout, it was
 * started there, and that layout (in the task that reads the page, on a fresh tab) was made in
 * a stand-in face: it went over 50 ms in more loads (docs/benchmark.md, Long tasks). The font
 * file is preloaded (web/vite.config.ts); the family is the one web/src/styles/fonts.css
 * declares. A font that never comes leaves the local face in place.
 */
document.fonts?.load('1em "Source Sans 3 Variable"').catch(() => {});
