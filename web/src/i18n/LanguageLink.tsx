import { useLocation } from 'react-router-dom';
import { locale, pathIn, type Locale } from './locale';

const OTHER: Record<Locale, Locale> = { en: 'es', es: 'en' };
/** Each language named in itself: a reader finds their own whatever the page's language. */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', es: 'Español' };

/** The address of the page being shown in `language` (the same path and query). */
export function useAddressIn(language: Locale): string {
  const { pathname, search } = useLocation();
  return pathIn(language, pathname) + search;
}

/**
 * The same page in the other language. A plain link: each language is its own build, so the
 * browser loads the other one's page (rendered ahead like this one).
 */
export function LanguageLink({ className }: { className?: string }) {
  const other = OTHER[locale];
  return (
    <a className={className} href={useAddressIn(other)} hrefLang={other} lang={other}>
      {LANGUAGE_NAMES[other]}
    </a>
  );
}
