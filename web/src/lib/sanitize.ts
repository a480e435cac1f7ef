import DOMPurify from 'dompurify';

let hooked = false;

function addLinkHook() {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (
      node instanceof Element &&
      node.tagName === 'A' &&
      node.getAttribute('target') === '_blank'
    ) {
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

/** Cleans HTML from the API or the content files before it is rendered. */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  addLinkHook();
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    ADD_ATTR: ['target'],
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
  });
}

/** Plain text of an HTML fragment (for titles that may hold inline markup). */
export function stripTags(html: string | null | undefined): string {
  if (!html) return '';
  const clean = DOMPurify.sanitize(html, { ALLOWED_TAGS: [], KEEP_CONTENT: true });
  const element = document.createElement('textarea');
  element.innerHTML = clean;
  return element.value.replace(/\s+/g, ' ').trim();
}
