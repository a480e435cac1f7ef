import type { ComponentType } from 'react';
import routeTable from '@content/site/routes.json';

type PageModule = { default: ComponentType };

/** One route's head as content/site/routes.json gives it (the server fills heads from it too). */
interface RouteMeta {
  path: string;
  name: string;
  description: string;
  keywords: string;
}

interface RouteTableFile {
  routes: RouteMeta[];
  redirects: Record<string, string>;
}

const table = routeTable as unknown as RouteTableFile;
const metaByPath = new Map(table.routes.map((meta) => [meta.path, meta]));

export interface RouteEntry {
  /** Path as the route table of the specification spells it (no leading slash). */
  path: string;
  /** Page name: the title becomes "page name | clinic name in town". */
  title: string;
  /** Meta description; may hold the clinic tokens ({{town}}, {{clinic_name}}, ...). */
  description: string;
  /** Meta keywords; may hold the clinic tokens. */
  keywords: string;
  /** Loads the screen's code (each route is its own chunk). */
  load: () => Promise<PageModule>;
}

export interface RedirectEntry {
  path: string;
  to: string;
}

/** A screen at `path`, with the head that content/site/routes.json gives `metaPath`. */
function page(path: string, load: RouteEntry['load'], metaPath = path): RouteEntry {
  const meta = metaByPath.get(metaPath);
  return {
    path,
    title: meta?.name ?? '',
    description: meta?.description ?? '',
    keywords: meta?.keywords ?? '',
    load,
  };
}

/**
 * The route table: every screen of the site with its title, description and keywords. The
 * heads come from content/site/routes.json, the same file the server fills page heads from.
 */
export const routes: RouteEntry[] = [
  page('home', () => import('./routes/home')),
  page('about-us/our-physical-therapy', () => import('./routes/about-physical-therapy')),
  page('about-us/our-team', () => import('./routes/our-team')),
  page('about-us/our-practice', () => import('./routes/our-practice')),
  page('about-us/join-our-team', () => import('./routes/join-our-team')),
  page('what-we-treat', () => import('./routes/treatment')),
  page('how-we-treat', () => import('./routes/treatment')),
  page('recent-blog', () => import('./routes/blog-detail')),
  page('recent-blog/:name', () => import('./routes/blog-detail'), 'recent-blog'),
  page('wellness', () => import('./routes/wellness-detail')),
  page('contact-us', () => import('./routes/contact-us')),
  page('patient-information/faqs', () => import('./routes/faqs')),
  page('patient-information/health-blogs', () => import('./routes/health-blogs')),
  page('patient-information/refer-friend', () => import('./routes/refer-friend')),
  page('patient-information/patient-testimonials', () => import('./routes/patient-testimonials')),
  page('patient-information/insurance-information', () => import('./routes/insurance-information')),
  page('patient-information/patient-info-forms', () => import('./routes/patient-info-forms')),
  page('patient-information/videos', () => import('./routes/videos')),
  page('Book-Appointment', () => import('./routes/book-appointment')),
  page('physical-therapy-services', () => import('./routes/physical-therapy-services')),
  page('physical-therapy-treatments', () => import('./routes/physical-therapy-treatments')),
  page('privacy-policy', () => import('./routes/privacy-policy')),
  page('terms-of-use', () => import('./routes/terms-of-use')),
  page('disclaimer', () => import('./routes/disclaimer')),
  page('wellness-programs-with-therapeutic-massage', () => import('./routes/massage-wellness')),
  page('our-location', () => import('./routes/our-location')),
  page('sitemap', () => import('./routes/sitemap')),
  page('img-accordian', () => import('./routes/body-regions')),
  page('page-not-found', () => import('./routes/not-found')),
  page('not-found', () => import('./routes/not-found')),
  page('error', () => import('./routes/error')),
];

/** Shown for every path that matches no route (with the head of page-not-found). */
export const notFoundRoute: RouteEntry = page(
  '*',
  () => import('./routes/not-found'),
  'page-not-found',
);

/** Paths that only forward to another; the empty path goes home. */
export const redirects: RedirectEntry[] = Object.entries(table.redirects).map(([path, to]) => ({
  path,
  to: `/${to.replace(/^\/+/, '')}`,
}));
