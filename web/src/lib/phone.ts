/** A tel: link for a displayed phone number, e.g. "(201) 555-0142" becomes "tel:+12015550142". */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 10) return `tel:+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `tel:+${digits}`;
  return `tel:${digits}`;
}

/** A tag or comment of serialised HTML; a `>` inside a quoted attribute value does not end it. */
const MARKUP = /<!--[\s\S]*?-->|<(?:[^>"']|"[^"]*"|'[^']*')*>/g;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * `html` (already sanitised) with each of `phones`, where it stands in the text, made a tel: link
 * a phone can call; one already inside a link, or in an attribute, is left as it is. Works on the
 * text alone, with no DOM, so a server render gives the same HTML as the browser.
 */
export function linkPhoneNumbers(html: string, phones: readonly string[]): string {
  const numbers = phones.filter((phone) => phone.trim() !== '');
  if (!html || numbers.length === 0) return html;
  const phone = new RegExp(numbers.map(escapeRegExp).join('|'), 'g');
  let inLink = 0;
  let result = '';
  let last = 0;
  const addText = (text: string) => {
    result +=
      inLink > 0
        ? text
        : text.replace(phone, (found) => `<a href="${telHref(found)}">${found}</a>`);
  };
  for (const match of html.matchAll(MARKUP)) {
    addText(html.slice(last, match.index));
    const tag = match[0];
    if (/^<a[\s>]/i.test(tag)) inLink += 1;
    else if (/^<\/a\s*>/i.test(tag)) inLink = Math.max(0, inLink - 1);
    result += tag;
    last = match.index + tag.length;
  }
  addText(html.slice(last));
  return result;
}
