import faqsJson from '@content/site/faqs.json';
import { Accordion, type AccordionItem } from '@/components/Accordion';
import { fillTokens } from '@/content';

interface FaqEntry {
  question: string;
  /** HTML. */
  answer: string;
}

/** The questions of content/site/faqs.json, answers filled with the clinic's details. */
export const faqItems: AccordionItem[] = (faqsJson as FaqEntry[]).map((faq) => ({
  title: fillTokens(faq.question),
  html: fillTokens(faq.answer, { html: true }),
}));

/** The FAQs: one answer open at a time, with a plus or minus beside each question. */
export function FaqList({ items = faqItems }: { items?: AccordionItem[] }) {
  return <Accordion items={items} headingLevel={2} className="faq-list" />;
}
