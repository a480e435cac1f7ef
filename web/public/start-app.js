/*
 * Starts the app on a page the server sent whole (api/web/pages.py writes this script's tag).
 * The page is drawn and its pictures loaded first; only then are the app's modules fetched and
 * the page hydrated, so that a phone on a slow network spends its first moments on what the
 * patient reads. `data-modules` lists the entry first, then the chunks it will need.
 */
(() => {
  const modules = JSON.parse(document.currentScript.dataset.modules);

  function load() {
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

  // After the frame that shows the page, not in it.
  const afterPaint = () => requestAnimationFrame(() => setTimeout(load, 0));
  if (document.readyState === 'complete') afterPaint();
  else window.addEventListener('load', afterPaint, { once: true });
})();
