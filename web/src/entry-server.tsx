/**
 * The server side of the app: renders one address to HTML with the same components and the
 * same API calls as the browser (built by `vite build --ssr`, run by scripts/prerender.mjs),
 * the page's head (what its screen declares) apart from its body.
 */
import './i18n/i18n';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { JSDOM } from 'jsdom';
import { AppShell } from './app/App';
import { basename, locale } from './i18n/locale';

/** The language this build renders, and the path prefix of its pages ('' or '/es'). */
export { basename as pathPrefix, locale };
import { redirects, routes } from './app/routes';
import { api } from './lib/api';
import { loadingPageDataSource, PageDataContext, type PageData } from './lib/page-data';
import { RenderedModulesContext } from './lib/rendered-modules';
import { setHtmlWindow } from './lib/sanitize';
import { setSiteUrl, siteUrl } from './lib/site-url';

export interface RenderedPage {
  /** What goes in the document's head: the title, meta and link elements the screen declares. */
  head: string;
  /** What goes inside #root. */
  html: string;
  /** What the browser's first render needs to match it. */
  data: PageData;
  /** The modules drawn, as the build manifest names them: the page links their code and styles. */
  modules: string[];
  /** Calls that failed and errors the render met: a page with any is not worth serving. */
  problems: string[];
}

let problems: string[] = [];
const ROOT_OPEN = '<div id="root">';
const ROOT_CLOSE = '</div>';

/**
 * Points the app's API client at a running API (`apiBase`, e.g. http://127.0.0.1:8123); the
 * pages' links are built on `siteUrl` (SITE_URL).
 */
export function connectApi(apiBase: string, siteUrl: string): void {
  setSiteUrl(siteUrl);
  api.defaults.baseURL = new URL('/api/', apiBase).href;
  api.interceptors.response.use(undefined, (error: unknown) => {
    problems.push(`API call failed: ${String(error)}`);
    throw error;
  });
  setHtmlWindow(new JSDOM('').window);
}

/**
 * Renders `url` (path and query) and waits for everything it loads: its data and the code of
 * its screen. One page at a time: the problems of a render are gathered per call.
 */
export async function renderPage(url: string, renderedAt: Date): Promise<RenderedPage> {
  problems = [];
  const source = loadingPageDataSource(renderedAt);
  const modules = new Set<string>();
  // Rendered inside its own #root: React writes the elements it hoists (title, meta, link)
  // before everything else, so what comes before the root is the page's head.
  const { prelude } = await prerender(
    <div id="root">
      <StrictMode>
        <StaticRouter location={url} basename={basename}>
          <PageDataContext.Provider value={source}>
            <RenderedModulesContext.Provider value={modules}>
              <AppShell />
            </RenderedModulesContext.Provider>
          </PageDataContext.Provider>
        </StaticRouter>
      </StrictMode>
    </div>,
    {
      // Everything inline and in order: a page may not need a script to show its content.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error: unknown) {
        problems.push(
          `Render failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
        );
      },
    },
  );
  const rendered = await new Response(prelude).text();
  const root = rendered.indexOf(ROOT_OPEN);
  if (root < 0 || !rendered.endsWith(ROOT_CLOSE)) throw new Error('The render has no #root');
  return {
    head: rendered.slice(0, root),
    html: rendered.slice(root + ROOT_OPEN.length, -ROOT_CLOSE.length),
    data: {
      url,
      renderedAt: renderedAt.toISOString(),
      siteUrl: siteUrl(),
      answers: source.answers,
    },
    modules: [...modules],
    problems,
  };
}

/** The route paths of the table (`recent-blog/:name` with its parameter), without redirects. */
export const routePaths: string[] = routes.map((route) => route.path);

/** Paths that only forward to another page: nothing to render there. */
export const redirectPaths: string[] = redirects.map((redirect) => redirect.path);
