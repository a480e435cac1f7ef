import { createContext } from 'react';

/** The id of the script element in which the server hands a rendered page's data over. */
export const PAGE_DATA_ID = 'page-data';

/**
 * What a page was rendered with on the server. The browser's first render uses the same
 * values, so hydration finds exactly the HTML the server sent.
 */
export interface PageData {
  /** The address the page was rendered for: path and query. */
  url: string;
  /** When it was rendered (ISO 8601): what depends on the day starts from this moment. */
  renderedAt: string;
  /** The site's public address it was rendered for (SITE_URL): its links are built on it. */
  siteUrl: string;
  /** The answer of each `useApi` key the page loaded. */
  answers: Record<string, unknown>;
}

/**
 * Where `useApi` looks before it asks the API. In the browser it holds the rendered page's
 * answers; on the server it also loads what is missing (`load`), and the render waits for it.
 */
export interface PageDataSource {
  answers: Record<string, unknown>;
  renderedAt: Date;
  load?: <T>(key: string, fetcher: () => Promise<T>) => Promise<T>;
}

export const PageDataContext = createContext<PageDataSource | null>(null);

/** The data of the page the server rendered, or null for a page it did not render. */
export function readPageData(doc: Document = document): PageData | null {
  const element = doc.getElementById(PAGE_DATA_ID);
  if (!element?.textContent) return null;
  try {
    const data = JSON.parse(element.textContent) as PageData;
    return typeof data.url === 'string' && data.answers ? data : null;
  } catch (error) {
    console.error('The page data could not be read', error);
    return null;
  }
}

/** The source a browser render reads the server's page data from. */
export function pageDataSource(data: PageData): PageDataSource {
  return { answers: data.answers, renderedAt: new Date(data.renderedAt) };
}

/**
 * The source a server render loads through: each key is loaded once, and its answer is kept
 * for the page's data.
 */
export function loadingPageDataSource(renderedAt: Date): PageDataSource {
  const answers: Record<string, unknown> = {};
  const pending = new Map<string, Promise<unknown>>();
  return {
    answers,
    renderedAt,
    load<T>(key: string, fetcher: () => Promise<T>): Promise<T> {
      let promise = pending.get(key) as Promise<T> | undefined;
      if (!promise) {
        promise = fetcher().then((data) => {
          answers[key] = data;
          return data;
        });
        pending.set(key, promise);
      }
      return promise;
    },
  };
}
