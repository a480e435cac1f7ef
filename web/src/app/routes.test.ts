import { describe, expect, it } from 'vitest';
import { profile } from '@/content';
import { formatPageTitle } from '@/lib/head';
import routeTable from '@content/site/routes.json';
import { notFoundRoute, redirects, routes } from './routes';

const SITE_PATHS = [
  'home',
  'about-us/our-physical-therapy',
  'about-us/our-team',
  'about-us/our-practice',
  'about-us/join-our-team',
  'what-we-treat',
  'how-we-treat',
  'recent-blog',
  'wellness',
  'contact-us',
  'patient-information/faqs',
  'patient-information/health-blogs',
  'patient-information/refer-friend',
  'patient-information/patient-testimonials',
  'patient-information/insurance-information',
  'patient-information/patient-info-forms',
  'patient-information/videos',
  'Book-Appointment',
  'physical-therapy-services',
  'physical-therapy-treatments',
  'privacy-policy',
  'terms-of-use',
  'disclaimer',
  'wellness-programs-with-therapeutic-massage',
  'our-location',
  'sitemap',
  'img-accordian',
  'page-not-found',
  'not-found',
  'error',
  'recent-blog/:name',
];

describe('the route table', () => {
  it('has every route of the site, spelt as the server and old links spell it', () => {
    const paths = routes.map((route) => route.path);
    for (const path of SITE_PATHS) expect(paths).toContain(path);
  });

  it('has no path twice', () => {
    const paths = routes.map((route) => route.path.toLowerCase());
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('gives every route a title, a description and keywords', () => {
    for (const route of [...routes, notFoundRoute]) {
      expect(route.title.trim(), route.path).not.toBe('');
      expect(route.description.trim(), route.path).not.toBe('');
      expect(route.keywords.trim(), route.path).not.toBe('');
      expect(typeof route.load, route.path).toBe('function');
    }
  });

  it('sends the empty path home and forwards the short links', () => {
    expect(redirects).toEqual(
      expect.arrayContaining([
        { path: '', to: '/home' },
        { path: 'about-us', to: '/about-us/our-physical-therapy' },
        { path: 'our-team', to: '/about-us/our-team' },
      ]),
    );
  });

  it('shows Not found for any other path', () => {
    expect(notFoundRoute.path).toBe('*');
  });
});

describe('page titles', () => {
  it('read "page name | clinic name in town"', () => {
    expect(formatPageTitle('Home')).toBe(`Home | ${profile.name} in ${profile.town}`);
  });
});

describe('the route table and content/site/routes.json', () => {
  it('has a screen for every path the server knows', () => {
    const paths = new Set(routes.map((route) => route.path));
    for (const meta of routeTable.routes) expect(paths, meta.path).toContain(meta.path);
  });

  it('takes its heads from content/site/routes.json', () => {
    const home = routes.find((route) => route.path === 'home');
    const meta = routeTable.routes.find((entry) => entry.path === 'home');
    expect(home?.title).toBe(meta?.name);
    expect(home?.description).toBe(meta?.description);
    expect(home?.keywords).toBe(meta?.keywords);
  });
});
