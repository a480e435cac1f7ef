import { memo, useMemo, type ElementType } from 'react';
import { HydrateLater } from './HydrateLater';
import { profile } from '@/content';
import { linkPhoneNumbers } from '@/lib/phone';
import { sanitizeHtml } from '@/lib/sanitize';

export interface SafeHtmlProps {
  html: string | null | undefined;
  as?: ElementType;
  className?: string;
}

/**
 * Renders HTML from the API or the content files after DOMPurify has cleaned it, with the
 * clinic's phone numbers in the copy made tel: links.
 */
export const SafeHtml = memo(function SafeHtml(props: SafeHtmlProps) {
  // Static copy whose cleaning is costly: a page rendered on the server shows its cleaned HTML
  // while the browser cleans it again in an idle moment, out of the way of the page's start.
  // Memoised: a parent drawn again (an accordion panel opened) leaves a part not yet hydrated
  // waiting, where new props would make React draw it anew at once.
  return (
    <HydrateLater inert>
      <CleanHtml {...props} />
    </HydrateLater>
  );
});

function CleanHtml({ html, as: Tag = 'div', className }: SafeHtmlProps) {
  const clean = useMemo(() => linkPhoneNumbers(sanitizeHtml(html), profile.phones), [html]);
  if (!clean) return null;
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
