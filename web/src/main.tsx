import './i18n/i18n';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './styles/fonts.css';
import './styles/tokens.css';
import './styles/base.css';
import { App } from './app/App';
import { isSitePath } from './app/canonical-path';
import { withoutPrefix } from './i18n/locale';
import { readPageData } from './lib/page-data';
import { setSiteUrl } from './lib/site-url';

function start() {
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
  hydrateRoot(container, app);
}

try {
  start();
} catch (error) {
  console.error('The site could not start', error);
}
