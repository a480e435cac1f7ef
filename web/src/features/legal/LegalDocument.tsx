import { SafeHtml } from '@/components/SafeHtml';
import { fillTokens } from '@/content';
import './legal.css';

/** A legal page's text (content/site/legal/*.html), filled with the clinic's details. */
export function LegalDocument({ html }: { html: string }) {
  return <SafeHtml html={fillTokens(html, { html: true })} className="prose legal-document" />;
}
