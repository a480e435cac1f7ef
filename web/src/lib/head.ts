import { siteTitle } from '@/content';

export interface PageHead {
  /** The page name; the title becomes "page name | clinic name in town". */
  title: string;
  description?: string;
  keywords?: string;
}

/** "page name | clinic name in town". */
export function formatPageTitle(pageName: string): string {
  const name = pageName.trim();
  return name ? `${name} | ${siteTitle}` : siteTitle;
}

function setMeta(name: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute('name', name);
    document.head.appendChild(element);
  }
  element.setAttribute('content', content);
}

/** Sets the browser title, meta description and meta keywords of the current page. */
export function applyPageHead(head: PageHead) {
  document.title = formatPageTitle(head.title);
  setMeta('description', head.description ?? '');
  setMeta('keywords', head.keywords ?? '');
}
