/**
 * The language of this build of the app. The site is built once per language (vite.config.ts,
 * SITE_LOCALE): the Spanish build lives under /es/, with the Spanish copy of the content and
 * the Spanish catalog compiled in, so a page downloads one language only.
 */
export type Locale = 'en' | 'es';

export const LOCALES: readonly Locale[] = ['en', 'es'];

export const locale: Locale = import.meta.env.VITE_SITE_LOCALE === 'es' ? 'es' : 'en';

/** The path prefix of a language's pages: '' for English, '/es' for Spanish. */
export function prefixOf(language: Locale): string {
  return language === 'en' ? '' : `/${language}`;
}

/** The router's base: every route and link of this build lives under it. */
export const basename = prefixOf(locale);

/** For dates, times and numbers (Intl): US English or US Spanish. */
export const intlLocale = locale === 'es' ? 'es-US' : 'en-US';

/** A path of the site (without a language prefix) in `language`. */
export function pathIn(language: Locale, path: string): string {
  return prefixOf(language) + (path.startsWith('/') ? path : `/${path}`);
}

/** `pathname` without this build's language prefix (what the route table names). */
export function withoutPrefix(pathname: string): string {
  if (!basename || !pathname.startsWith(basename)) return pathname;
  return pathname.slice(basename.length) || '/';
}

/**
 * A content call's query in this build's language. English calls keep the specification's
 * query as it is; the Spanish build asks for the Spanish text (`language=es`).
 */
export function inLanguage<T extends object>(params: T): T | (T & { language: string }) {
  return locale === 'en' ? params : { ...params, language: locale };
}
