import { useId, useState } from 'react';
import { Minus, Plus } from 'lucide-react';
import { SafeHtml } from './SafeHtml';
import './Accordion.css';

export interface AccordionItem {
  title: string;
  /** The panel's content as HTML (already token-filled; it is sanitised here). */
  html: string;
}

export interface AccordionProps {
  items: AccordionItem[];
  /** Level of the headings that hold the panel buttons. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/**
 * Panels of which at most one is open: opening one closes the others, clicking the open one
 * closes it. Each title is a disclosure button (`aria-expanded`, `aria-controls`) showing a
 * plus when closed and a minus when open; each panel is a region labelled by its button.
 */
export function Accordion({ items, headingLevel = 3, className }: AccordionProps) {
  const baseId = useId();
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const Heading = `h${headingLevel}` as const;

  return (
    <div className={`accordion${className ? ` ${className}` : ''}`}>
      {items.map((item, index) => {
        const open = openIndex === index;
        const buttonId = `${baseId}-button-${index}`;
        const panelId = `${baseId}-panel-${index}`;
        const Icon = open ? Minus : Plus;
        return (
          <div
            key={`${index}-${item.title}`}
            className={`accordion__item${open ? ' is-open' : ''}`}
          >
            <Heading className="accordion__heading">
              <button
                type="button"
                id={buttonId}
                className="accordion__button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenIndex(open ? null : index)}
              >
                <span className="accordion__title">{item.title}</span>
                <Icon
                  aria-hidden="true"
                  size={20}
                  className="accordion__icon"
                  data-icon={open ? 'minus' : 'plus'}
                />
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              className="accordion__panel"
              hidden={!open}
            >
              <SafeHtml html={item.html} className="prose accordion__content" />
            </div>
          </div>
        );
      })}
    </div>
  );
}
