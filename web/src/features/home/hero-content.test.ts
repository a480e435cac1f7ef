import insurance from '@content/site/insurance.json';
import { describe, expect, it } from 'vitest';
import { profile } from '@/content';
import { pages } from '@/content/pages';
import { fillPlaceholders, heroCopy, heroPictures } from './hero-content';

describe('fillPlaceholders', () => {
  it('fills named placeholders and leaves unknown ones', () => {
    expect(fillPlaceholders('{plan} and {more} more', { plan: 'Medicare', more: 7 })).toBe(
      'Medicare and 7 more',
    );
    expect(fillPlaceholders('{unknown} stays', {})).toBe('{unknown} stays');
  });
});

describe('heroCopy', () => {
  it('sums up the plans the Insurance Info page lists: the first by name, the others counted', () => {
    const [first, ...others] = insurance.map((entry) => entry.plan);
    expect(heroCopy().insurance).toBe(`${first} and ${others.length} more plans accepted`);
  });

  it('takes the facts from the clinic profile', () => {
    const copy = heroCopy();
    expect(copy.referral).toBe(`No referral needed in ${profile.directAccess.state}`);
    expect(copy.firstVisit).toBe(`First visit: ${profile.visits.first}`);
  });

  it('fills the clinic tokens of the line under the headline', () => {
    const copy = heroCopy();
    expect(copy.title).toBe(pages.home?.hero?.title);
    expect(copy.text).toContain(profile.town);
    expect(copy.text).not.toContain('{{');
  });
});

describe('heroPictures', () => {
  it('pairs each picture of the web set with the one of the mobile set', () => {
    expect(heroPictures()).toEqual(
      [1, 2, 3].map((n) => ({
        webImage: `/documents/hero/web-${n}.svg`,
        mobileImage: `/documents/hero/mobile-${n}.svg`,
      })),
    );
  });
});
