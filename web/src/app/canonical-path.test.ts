import { describe, expect, it } from 'vitest';
import { canonicalPath } from './canonical-path';

describe('canonicalPath', () => {
  it.each([
    ['/book-appointment', '/Book-Appointment'],
    ['/Home', '/home'],
    ['/CONTACT-US', '/contact-us'],
    ['/Patient-Information/FAQs/', '/patient-information/faqs'],
    ['/About-Us', '/about-us'],
    ['/Recent-Blog/Desk-Back-Pain', '/recent-blog/Desk-Back-Pain'],
  ])('spells %s as the route table does: %s', (pathname, spelt) => {
    expect(canonicalPath(pathname)).toBe(spelt);
  });

  it.each([
    '/home',
    '/Book-Appointment',
    '/home/',
    '/recent-blog/Any-Name',
    '/',
    '/nope',
    '/HOME/more',
  ])('leaves %s alone', (pathname) => {
    expect(canonicalPath(pathname)).toBeNull();
  });
});
