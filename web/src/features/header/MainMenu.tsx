import { t } from '@lingui/core/macro';
import { useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { ChevronDown } from 'lucide-react';
import { MenuLink, isCurrentLink } from './MenuLink';
import type { MenuEntry, MenuGroupEntry } from './menu';

/**
 * Where the menu is drawn. `desktop`: the menu bar of wide screens, a dropdown per group, one
 * open at a time, opened by pointing too and closed by Escape or by leaving it. `mobile`: the
 * small-screen menu under the hamburger, whose groups are disclosures (`<details>`) that open
 * and close each on its own, with or without JavaScript. The layout names the CSS block
 * (`desktop-nav`, `mobile-nav`) that styles it.
 */
export type MenuLayout = 'desktop' | 'mobile';

export interface MainMenuProps {
  layout: MenuLayout;
  entries: MenuEntry[];
  /** Called when a link is chosen (closes menus, scrolls to the top). */
  onChoose: () => void;
}

const CHEVRON_SIZE: Record<MenuLayout, number> = { desktop: 16, mobile: 20 };

function isGroupActive(group: MenuGroupEntry, pathname: string, search: string): boolean {
  return group.links.some((link) => isCurrentLink(link.to, pathname, search));
}

/**
 * The site's main menu: its links, and its groups of links. In the menu bar a group is a toggle
 * button with its list right after it, every link in the page even while its group is closed,
 * so that without JavaScript CSS alone opens it (index.html's <noscript> styles) on pointing and
 * on keyboard focus. On small screens a group is a disclosure the browser opens by itself.
 */
export function MainMenu({ layout, entries, onChoose }: MainMenuProps) {
  const block = `${layout}-nav`;
  const dropdowns = layout === 'desktop';
  // The menu bar's open dropdown.
  const [openId, setOpenId] = useState<string | null>(null);
  const toggles = useRef(new Map<string, HTMLButtonElement>());
  // A dropdown opened by pointing at it stays open on the click that usually follows.
  const openedByHover = useRef(false);
  const { pathname, search } = useLocation();

  const openGroup = (id: string) => setOpenId(id);
  const closeGroup = (id: string) => setOpenId((open) => (open === id ? null : open));

  const choose = () => {
    setOpenId(null);
    onChoose();
  };

  /** What makes a group of the menu bar a dropdown: pointing, Escape, and focus leaving it. */
  const dropdownEvents = (id: string) => ({
    onMouseEnter: () => {
      if (openId !== id) openedByHover.current = true;
      openGroup(id);
    },
    onMouseLeave: () => {
      openedByHover.current = false;
      closeGroup(id);
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === 'Escape' && openId === id) {
        event.stopPropagation();
        closeGroup(id);
        toggles.current.get(id)?.focus();
      }
    },
    // Closes the dropdown once focus has settled outside it (checked after the focus change
    // completes, since some browsers give no relatedTarget on blur).
    onBlur: (event: FocusEvent<HTMLLIElement>) => {
      const group = event.currentTarget;
      window.setTimeout(() => {
        if (!group.contains(document.activeElement)) closeGroup(id);
      }, 0);
    },
  });

  return (
    <nav className={block} aria-label={t`Main`}>
      <ul className={`${block}__list`}>
        {entries.map((entry) => {
          if (entry.kind === 'link') {
            return (
              <li key={entry.to} className={`${block}__item`}>
                <MenuLink to={entry.to} className={`${block}__link`} onClick={choose}>
                  {entry.label}
                </MenuLink>
              </li>
            );
          }
          const menuId = `${layout}-menu-${entry.id}`;
          const active = isGroupActive(entry, pathname, search);
          const links =
            entry.links.length === 0 && entry.emptyLink ? [entry.emptyLink] : entry.links;
          const list = (hidden: boolean) => (
            <ul
              id={menuId}
              className={`${block}__menu${links.length > 8 ? ` ${block}__menu--wide` : ''}`}
              hidden={hidden}
            >
              {links.map((link) => (
                <li key={link.to}>
                  <MenuLink to={link.to} className={`${block}__menu-link`} onClick={choose}>
                    {link.label}
                  </MenuLink>
                </li>
              ))}
            </ul>
          );
          const chevron = (
            <ChevronDown
              aria-hidden="true"
              size={CHEVRON_SIZE[layout]}
              className={`${block}__chevron`}
            />
          );
          if (!dropdowns) {
            return (
              <li key={entry.id} className={`${block}__item ${block}__item--group`}>
                <details className={`${block}__group`}>
                  <summary className={`${block}__link ${block}__toggle${active ? ' active' : ''}`}>
                    {entry.mobileLabel}
                    {chevron}
                  </summary>
                  {list(false)}
                </details>
              </li>
            );
          }
          const open = openId === entry.id;
          return (
            <li
              key={entry.id}
              className={`${block}__item ${block}__item--group${open ? ' is-open' : ''}`}
              {...dropdownEvents(entry.id)}
            >
              <button
                type="button"
                ref={(element) => {
                  if (element) toggles.current.set(entry.id, element);
                  else toggles.current.delete(entry.id);
                }}
                className={`${block}__link ${block}__toggle${active ? ' active' : ''}`}
                aria-expanded={open}
                aria-controls={menuId}
                onClick={() => {
                  const keepOpen = openedByHover.current;
                  openedByHover.current = false;
                  if (open && !keepOpen) closeGroup(entry.id);
                  else openGroup(entry.id);
                }}
              >
                {entry.label}
                {chevron}
              </button>
              {list(!open)}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
