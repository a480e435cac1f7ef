import { useMemo, type ElementType } from 'react';
import { sanitizeHtml } from '@/lib/sanitize';

export interface SafeHtmlProps {
  html: string | null | undefined;
  as?: ElementType;
  className?: string;
}

/** Renders HTML from the API or the content files after DOMPurify has cleaned it. */
export function SafeHtml({ html, as: Tag = 'div', className }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  if (!clean) return null;
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
