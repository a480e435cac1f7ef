import { useId, type SyntheticEvent } from 'react';
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
  /** Level of the headings that hold the panel titles. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/**
 * Keeps one panel open: browsers that know named groups of disclosures close the others
 * themselves, even before the app starts; for the rest the app does, as each panel opens.
 */
function closeTheOthers(event: SyntheticEvent<HTMLDetailsElement>) {
  const opened = event.currentTarget;
  if (event.target !== opened || !opened.open) return;
  for (const panel of opened.parentElement?.children ?? []) {
    if (panel !== opened && panel instanceof HTMLDetailsElement) panel.open = false;
  }
}

/**
 * Panels of which at most one is open: opening one closes the others, clicking the open one
 * closes it. Each panel is a disclosure the browser opens and closes itself (`<details>`, its
 * title a `<summary>` holding a heading), so that a page sent whole opens its panels before the
 * app starts or without it. A plus shows beside a closed title, a minus beside an open one
 * (Accordion.css); each panel is a region labelled by its title.
 */
export function Accordion({ items, headingLevel = 3, className }: AccordionProps) {
  const baseId = useId();
  const Heading = `h${headingLevel}` as const;

  return (
    <div className={`accordion${className ? ` ${className}` : ''}`}>
      {items.map((item, index) => {
        const titleId = `${baseId}-title-${index}`;
        return (
          <details
            key={`${index}-${item.title}`}
            className="accordion__item"
            name={baseId}
            onToggle={closeTheOthers}
          >
            <summary id={titleId} className="accordion__button">
              <Heading className="accordion__heading">{item.title}</Heading>
              <Plus
                aria-hidden="true"
                size={20}
                className="accordion__icon accordion__icon--closed"
                data-icon="plus"
              />
              <Minus
                aria-hidden="true"
                size={20}
                className="accordion__icon accordion__icon--open"
                data-icon="minus"
              />
            </summary>
            <div role="region" aria-labelledby={titleId} className="accordion__panel">
              <SafeHtml html={item.html} className="prose accordion__content" />
            </div>
          </details>
        );
      })}
    </div>
  );
}
