import { useState } from 'react';
import { ChevronDown } from 'lucide-react';
import { MenuLink } from './MenuLink';
import type { MenuEntry } from './menu';

export interface MobileNavProps {
  entries: MenuEntry[];
  /** Called when a link is chosen (closes the menu, scrolls to the top). */
  onChoose: () => void;
}

/** The small-screen menu: the same entries, with four collapsible groups. */
export function MobileNav({ entries, onChoose }: MobileNavProps) {
  const [openGroups, setOpenGroups] = useState<Record<string, boolean>>({});

  const toggle = (groupId: string) =>
    setOpenGroups((current) => ({ ...current, [groupId]: !current[groupId] }));

  return (
    <nav className="mobile-nav" aria-label="Main">
      <ul className="mobile-nav__list">
        {entries.map((entry) => {
          if (entry.kind === 'link') {
            return (
              <li key={entry.to}>
                <MenuLink to={entry.to} className="mobile-nav__link" onClick={onChoose}>
                  {entry.label}
                </MenuLink>
              </li>
            );
          }
          const open = Boolean(openGroups[entry.id]);
          const listId = `mobile-menu-${entry.id}`;
          return (
            <li key={entry.id}>
              <button
                type="button"
                className="mobile-nav__link mobile-nav__toggle"
                aria-expanded={open}
                aria-controls={listId}
                onClick={() => toggle(entry.id)}
              >
                {entry.mobileLabel}
                <ChevronDown aria-hidden="true" size={20} className="mobile-nav__chevron" />
              </button>
              <ul id={listId} className="mobile-nav__sublist" hidden={!open}>
                {entry.links.map((link) => (
                  <li key={link.to}>
                    <MenuLink to={link.to} className="mobile-nav__sublink" onClick={onChoose}>
                      {link.label}
                    </MenuLink>
                  </li>
                ))}
                {entry.links.length === 0 && entry.emptyLink && (
                  <li>
                    <MenuLink
                      to={entry.emptyLink.to}
                      className="mobile-nav__sublink"
                      onClick={onChoose}
                    >
                      {entry.emptyLink.label}
                    </MenuLink>
                  </li>
                )}
              </ul>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
