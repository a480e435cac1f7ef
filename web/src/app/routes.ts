import type { ComponentType } from 'react';
import routeTable from '@content/site/routes.json';
import { paths } from '@/config/paths';

type PageModule = { default: ComponentType };

/** One route's head as content/site/routes.json gives it. */
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
  /** Path as content/site/routes.json spells it (no leading slash). */
  path: string;
  /** Page name: the title becomes "page name | clinic name in town". */
  title: string;
  /** Meta description; may hold the clinic tokens ({{town}}, {{clinic_name}}, ...). */
  description: string;
  /** Meta keywords; may hold the clinic tokens. */
  keywords: string;
  /** The screen's module as the build manifest names it, e.g. `src/app/routes/home.tsx`. */
  screen: string;
  /** Loads the screen's code (each route is its own chunk). */
  load: () => Promise<PageModule>;
  /** Where the page's head comes from: the route table, or the screen's own data. */
  head: 'route' | 'screen' | 'unlisted';
}

export interface RedirectEntry {
  path: string;
  to: string;
}

/** A path of config/paths.ts as the route table spells it: without the leading slash. */
function routePath(path: string): string {
  return path.replace(/^\//, '');
}

/** Screens that show one treatment, blog post or service: their head is the item's own. */
const SCREENS_WITH_THEIR_OWN_HEAD = ['treatment', 'blog-detail', 'wellness-detail'];
/** Screens that are nobody's to find: no canonical link. */
const UNLISTED_SCREENS = ['not-found', 'error'];

/** Every screen of app/routes/, loaded on demand: each is its own chunk. */
const screens = import.meta.glob<PageModule>(['/src/app/routes/*.tsx', '!**/*.test.tsx']);

/**
 * The screen `name` (a file of app/routes/) at `path`, with the head that
 * content/site/routes.json gives `metaPath`.
 */
function page(path: string, name: string, metaPath = path): RouteEntry {
  const meta = metaByPath.get(routePath(metaPath));
  const file = `/src/app/routes/${name}.tsx`;
  const load = screens[file];
  if (!load) throw new Error(`The route table names a screen that does not exist: ${file}`);
  return {
    path: routePath(path),
    title: meta?.name ?? '',
    description: meta?.description ?? '',
    keywords: meta?.keywords ?? '',
    screen: file.slice(1),
    load,
    head: SCREENS_WITH_THEIR_OWN_HEAD.includes(name)
      ? 'screen'
      : UNLISTED_SCREENS.includes(name)
        ? 'unlisted'
        : 'route',
  };
}

/**
 * The route table: every screen of the site with its title, description and keywords, from
 * content/site/routes.json.
 */
export const routes: RouteEntry[] = [
  page(paths.home, 'home'),
  page(paths.aboutPhysicalTherapy, 'about-physical-therapy'),
  page(paths.ourTeam, 'our-team'),
  page(paths.ourPractice, 'our-practice'),
  page(paths.joinOurTeam, 'join-our-team'),
  page(paths.whatWeTreat, 'treatment'),
  page(paths.howWeTreat, 'treatment'),
  page(paths.recentBlog, 'blog-detail'),
  page(paths.recentBlogByName, 'blog-detail', paths.recentBlog),
  page(paths.wellness, 'wellness-detail'),
  page(paths.contactUs, 'contact-us'),
  page(paths.faqs, 'faqs'),
  page(paths.healthBlogs, 'health-blogs'),
  page(paths.referFriend, 'refer-friend'),
  page(paths.patientTestimonials, 'patient-testimonials'),
  page(paths.insuranceInformation, 'insurance-information'),
  page(paths.patientInfoForms, 'patient-info-forms'),
  page(paths.videos, 'videos'),
  page(paths.bookAppointment, 'book-appointment'),
  page(paths.physicalTherapyServices, 'physical-therapy-services'),
  page(paths.physicalTherapyTreatments, 'physical-therapy-treatments'),
  page(paths.privacyPolicy, 'privacy-policy'),
  page(paths.termsOfUse, 'terms-of-use'),
  page(paths.disclaimer, 'disclaimer'),
  page(paths.massageWellness, 'massage-wellness'),
  page(paths.ourLocation, 'our-location'),
  page(paths.sitemap, 'sitemap'),
  page(paths.bodyRegions, 'body-regions'),
  page(paths.pageNotFound, 'not-found'),
  page(paths.notFound, 'not-found'),
  page(paths.error, 'error'),
];

/** Shown for every path that matches no route (with the head of page-not-found). */
export const notFoundRoute: RouteEntry = page('*', 'not-found', paths.pageNotFound);

/** Paths that only forward to another; the empty path goes home. */
export const redirects: RedirectEntry[] = Object.entries(table.redirects).map(([path, to]) => ({
  path,
  to: `/${to.replace(/^\/+/, '')}`,
}));
