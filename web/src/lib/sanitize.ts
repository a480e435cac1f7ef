import createDOMPurify, { type DOMPurify, type WindowLike } from 'dompurify';

/** The window HTML is parsed in: the browser's, or the one a server render hands in. */
let htmlWindow: (WindowLike & { document: Document }) | undefined;
let purifier: DOMPurify | undefined;

/**
 * A server render has no browser window: it hands one in (jsdom) before rendering, so HTML is
 * cleaned there exactly as in the browser.
 */
export function setHtmlWindow(window: WindowLike & { document: Document }): void {
  htmlWindow = window;
  purifier = undefined;
}

function parsingWindow(): WindowLike & { document: Document } {
  htmlWindow ??= window;
  return htmlWindow;
}

function purify(): DOMPurify {
  if (purifier) return purifier;
  purifier = createDOMPurify(parsingWindow());
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A' && node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return purifier;
}

/** Cleans HTML from the API or the content files before it is rendered. */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  return purify().sanitize(html, {
    USE_PROFILES: { html: true },
    ADD_ATTR: ['target'],
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
  });
}

/** Plain text of an HTML fragment (for titles that may hold inline markup). */
export function stripTags(html: string | null | undefined): string {
  if (!html) return '';
  const clean = purify().sanitize(html, { ALLOWED_TAGS: [], KEEP_CONTENT: true });
  const element = parsingWindow().document.createElement('textarea');
  element.innerHTML = clean;
  return element.value.replace(/\s+/g, ' ').trim();
}
