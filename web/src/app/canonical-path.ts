import routeTable from '@content/site/routes.json';

interface RouteTableFile {
  routes: { path: string }[];
  redirects: Record<string, string>;
}

const table = routeTable as unknown as RouteTableFile;
/** Pages whose path goes on with a name of their own: /recent-blog/{name}. */
const NAMED_PAGES = ['recent-blog'];
const knownPaths = [...table.routes.map((route) => route.path), ...Object.keys(table.redirects)];
const spellingOf = new Map(
  knownPaths.filter((path) => path !== '').map((path) => [path.toLowerCase(), path]),
);

/**
 * The path as content/site/routes.json spells it, when `pathname` names one of its pages in
 * other letters (/CONTACT-US is /contact-us, /book-appointment is /Book-Appointment); null when
 * it is spelt so already or names no page. The server answers such an address with a 301 to the
 * same spelling.
 */
export function canonicalPath(pathname: string): string | null {
  const path = pathname.replace(/^\/+|\/+$/g, '');
  const lower = path.toLowerCase();
  let spelt = spellingOf.get(lower);
  const named = NAMED_PAGES.find((page) => lower.startsWith(`${page}/`));
  if (spelt === undefined && named) spelt = named + path.slice(named.length);
  return spelt === undefined || spelt === path ? null : `/${spelt}`;
}

/** Whether `pathname` names a page or redirect of the route table (in any letters). */
export function isSitePath(pathname: string): boolean {
  const lower = pathname.replace(/^\/+|\/+$/g, '').toLowerCase();
  return spellingOf.has(lower) || NAMED_PAGES.some((page) => lower.startsWith(`${page}/`));
}
