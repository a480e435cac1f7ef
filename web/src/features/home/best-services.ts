/** The eight Best Service tiles of the home page, in order, with the screen each opens. */
export const BEST_SERVICE_TILES: { slug: string; flag: 'W' | 'H' }[] = [
  { slug: 'sciatica-and-back-pain-relief', flag: 'W' },
  { slug: 'tmj-dysfunction', flag: 'W' },
  { slug: 'shoulder-pain-relief', flag: 'W' },
  { slug: 'hip-and-knee-pain-relief', flag: 'W' },
  { slug: 'headaches-and-migraines', flag: 'W' },
  { slug: 'dizziness-and-vertigo', flag: 'W' },
  { slug: 'sports-performance', flag: 'H' },
  { slug: 'pelvic-floor-therapy', flag: 'H' },
];
