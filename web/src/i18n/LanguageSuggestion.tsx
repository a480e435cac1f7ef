import { useSyncExternalStore } from 'react';
import { X } from 'lucide-react';
import { useAddressIn } from './LanguageLink';
import { locale } from './locale';
import './LanguageSuggestion.css';

/** Where a visitor's "no, thanks" is remembered, so the suggestion does not come back. */
const DISMISSED_KEY = 'language-suggestion-dismissed';

function prefersSpanish(): boolean {
  const [first] = navigator.languages?.length ? navigator.languages : [navigator.language];
  return (first ?? '').toLowerCase().split('-')[0] === 'es';
}

function wasDismissed(): boolean {
  try {
    return window.localStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return closedHere; // storage refused (private mode): closed for as long as the page lives
  }
}

let closedHere = false;
const listeners = new Set<() => void>();

function dismiss(): void {
  closedHere = true;
  try {
    window.localStorage.setItem(DISMISSED_KEY, '1');
  } catch {
    // nothing to remember it in: it stays closed on this page
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether to suggest Spanish: never on the server, nor in the browser's first (hydrating)
 * render, which must match it; then as the browser's languages and the visitor's answer say. */
const suggested = () => locale === 'en' && prefersSpanish() && !closedHere && !wasDismissed();
const notOnTheServer = () => false;

/**
 * On an English page, a small note in Spanish for a browser that prefers Spanish: the page in
 * Spanish is one tap away. Never a redirect: a visitor or a crawler keeps the address it asked
 * for. Drawn after the page starts (the server cannot know the browser's languages).
 */
export function LanguageSuggestion() {
  const shown = useSyncExternalStore(subscribe, suggested, notOnTheServer);
  const spanish = useAddressIn('es');
  if (!shown) return null;
  return (
    <aside className="language-suggestion" lang="es" aria-label="Idioma">
      <p className="container language-suggestion__inner">
        <span>
          ¿Prefiere leer en español?{' '}
          <a href={spanish} hrefLang="es">
            Vea esta página en español
          </a>
        </span>
        <button type="button" className="language-suggestion__close" onClick={dismiss}>
          <X aria-hidden="true" size={18} />
          <span className="visually-hidden">No, gracias</span>
        </button>
      </p>
    </aside>
  );
}
