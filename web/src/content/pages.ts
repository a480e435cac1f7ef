import pagesJson from '@content/site/pages.json';
import type { PagesContent } from './types';

/** The prose of the static pages (content/site/pages.json). */
export const pages = pagesJson as unknown as PagesContent;
