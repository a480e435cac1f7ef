import { siteTitle } from '@/content';

/** A page's head as the route table gives it (content/site/routes.json). */
export interface RouteHead {
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
