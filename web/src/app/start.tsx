// The catalog first: modules below read their words as they load.
import '@/i18n/i18n';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { withoutPrefix } from '@/i18n/locale';
import { readPageData } from '@/lib/page-data';
import { setSiteUrl } from '@/lib/site-url';
import { App } from './App';
import { isSitePath } from './canonical-path';

/** Hydrate the page the server rendered, or render the app into an empty shell. */
export function startApp() {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  const pageData = readPageData();
  const app = (
    <StrictMode>
      <App pageData={pageData} />
    </StrictMode>
  );
  if (!pageData) {
    createRoot(container).render(app);
    return;
  }
  setSiteUrl(pageData.siteUrl);
  // The server answers an unknown slug, or a status page with a wrong key, with the Not found
  // page rendered for its own address: take that address, as the app does when it finds nothing,
  // so the router shows the page that was rendered (and a refused key leaves the address bar).
  // An unknown path keeps its own: every such path shows the same Not found page.
  const { pathname, search } = window.location;
  const path = withoutPrefix(pathname);
  const hasScreen = isSitePath(path) || path.startsWith('/requests/');
  if (pageData.url !== pathname + search && hasScreen) {
    window.history.replaceState(window.history.state, '', pageData.url);
  }
  // As a transition, the first pass is done in slices of a few milliseconds with the browser's
  // turns between them (a plain hydration does the page's frame in one go), and a tap meanwhile
  // hydrates what it lands on first.
  startTransition(() => {
    hydrateRoot(container, app);
  });
}
