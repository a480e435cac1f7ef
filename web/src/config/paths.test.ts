import { describe, expect, it } from 'vitest';
import routeTable from '@content/site/routes.json';
import { paths } from './paths';

describe('the paths of the site', () => {
  it('name every route of content/site/routes.json', () => {
    const named = new Set(Object.values(paths).filter((value) => typeof value === 'string'));
    for (const route of routeTable.routes) expect(named, route.path).toContain(`/${route.path}`);
  });

  it('keep both addresses of the Not Found screen', () => {
    expect(paths.pageNotFound).toBe('/page-not-found');
    expect(paths.notFound).toBe('/not-found');
  });

  it('build the addresses of one treatment, blog and wellness service', () => {
    expect(paths.treatment('W', 'tmj-dysfunction')).toBe('/what-we-treat?slug=tmj-dysfunction');
    expect(paths.treatment('H', 'manual therapy')).toBe('/how-we-treat?slug=manual%20therapy');
    expect(paths.blog('first-visit')).toBe('/recent-blog?slug=first-visit');
    expect(paths.blogByName('first-visit')).toBe('/recent-blog/first-visit');
    expect(paths.wellnessService(101)).toBe('/wellness?id=MTAx');
  });
});
