import { useLocation } from 'react-router-dom';
import { documentUrl, profile } from '@/content';
import { locale, pathIn } from '@/i18n/locale';
import { formatPageTitle } from '@/lib/head';
import { siteUrl } from '@/lib/site-url';
import { useRouteHead } from './route-head';

/** The query parameters that choose a page's content; any other is left out of its canonical. */
const CANONICAL_PARAMS = ['slug', 'id', 'page'];
/** The picture a link preview shows for a page that has none of its own. */
const DEFAULT_IMAGE = 'og-image.png';

/** The page's own address: its path and only the parameters that choose its content. */
export function canonicalAddress(pathname: string, search: string): string {
  const kept = new URLSearchParams();
  for (const [key, value] of new URLSearchParams(search)) {
    if (CANONICAL_PARAMS.includes(key)) kept.append(key, value);
  }
  const query = kept.toString();
  return pathname + (query ? `?${query}` : '');
}

export interface PageHeadProps {
  /** The page name: the title becomes "page name | clinic name in town". */
  name: string;
  description?: string;
  keywords?: string;
  /** The page's picture for link previews (a document path), the clinic's by default. */
  image?: string | null;
  /** False for pages that are nobody's to find (Not found): no canonical link. */
  canonical?: boolean;
}

/**
 * A page's head, declared by its screen: title, description, keywords, canonical link and the
 * Open Graph tags of a link preview. React places these in the document's head, both when a
 * page is rendered ahead (scripts/prerender.mjs) and in the browser, so the two cannot differ.
 */
export function PageHead({
  name,
  description = '',
  keywords = '',
  image,
  canonical = true,
}: PageHeadProps) {
  const { pathname, search } = useLocation();
  const base = siteUrl();
  const title = formatPageTitle(name);
  // The router's paths leave out the build's language prefix (/es): the address has it.
  const url = base + pathIn(locale, canonicalAddress(pathname, search));
  const picture = new URL(documentUrl(image || DEFAULT_IMAGE), `${base}/`).href;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <meta name="keywords" content={keywords} />
      {canonical && <link rel="canonical" href={url} />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={profile.name} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      {canonical && <meta property="og:url" content={url} />}
      <meta property="og:image" content={picture} />
    </>
  );
}

/**
 * The head content/site/routes.json gives the route being shown: every screen's but those that
 * show one treatment, blog post or service, which declare theirs from their data (and this one
 * while the data loads).
 */
export function RoutePageHead({ canonical = true }: { canonical?: boolean }) {
  const head = useRouteHead();
  if (!head) return null;
  return (
    <PageHead
      name={head.title}
      description={head.description}
      keywords={head.keywords}
      canonical={canonical}
    />
  );
}
