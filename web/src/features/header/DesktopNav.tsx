import { useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { ChevronDown } from 'lucide-react';
import { MenuLink, isCurrentLink } from './MenuLink';
import type { MenuEntry, MenuGroupEntry } from './menu';

export interface DesktopNavProps {
  entries: MenuEntry[];
  /** Called when a link is chosen (closes menus, scrolls to the top). */
  onChoose: () => void;
}

function isGroupActive(group: MenuGroupEntry, pathname: string, search: string): boolean {
  return group.links.some((link) => isCurrentLink(link.to, pathname, search));
}

/**
 * The menu bar for wide screens, with a dropdown per group. Every link is in the page even
 * while its dropdown is closed, so that without JavaScript the dropdowns open on pointing and
 * on keyboard focus (index.html's <noscript> styles).
 */
export function DesktopNav({ entries, onChoose }: DesktopNavProps) {
  const [openId, setOpenId] = useState<string | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  // A group opened by pointing at it stays open on the click that usually follows.
  const openedByHover = useRef(false);
  const { pathname, search } = useLocation();

  const choose = () => {
    setOpenId(null);
    onChoose();
  };

  const onGroupKeyDown = (id: string) => (event: KeyboardEvent) => {
    if (event.key === 'Escape' && openId === id) {
      event.stopPropagation();
      setOpenId(null);
      buttons.current.get(id)?.focus();
    }
  };

  // Closes a group once focus has settled outside it (checked after the focus change completes,
  // since some browsers give no relatedTarget on blur).
  const onGroupBlur = (id: string) => (event: FocusEvent<HTMLLIElement>) => {
    const group = event.currentTarget;
    window.setTimeout(() => {
      if (!group.contains(document.activeElement)) {
        setOpenId((current) => (current === id ? null : current));
      }
    }, 0);
  };

  return (
    <nav className="desktop-nav" aria-label="Main">
      <ul className="desktop-nav__list">
        {entries.map((entry) => {
          if (entry.kind === 'link') {
            return (
              <li key={entry.to} className="desktop-nav__item">
                <MenuLink to={entry.to} className="desktop-nav__link" onClick={choose}>
                  {entry.label}
                </MenuLink>
              </li>
            );
          }
          const open = openId === entry.id;
          const menuId = `desktop-menu-${entry.id}`;
          const active = isGroupActive(entry, pathname, search);
          return (
            <li
              key={entry.id}
              className={`desktop-nav__item desktop-nav__item--group${open ? ' is-open' : ''}`}
              onMouseEnter={() => {
                if (openId !== entry.id) openedByHover.current = true;
                setOpenId(entry.id);
              }}
              onMouseLeave={() => {
                openedByHover.current = false;
                setOpenId((current) => (current === entry.id ? null : current));
              }}
              onKeyDown={onGroupKeyDown(entry.id)}
              onBlur={onGroupBlur(entry.id)}
            >
              <button
                type="button"
                ref={(element) => {
                  if (element) buttons.current.set(entry.id, element);
                  else buttons.current.delete(entry.id);
                }}
                className={`desktop-nav__link desktop-nav__toggle${active ? ' active' : ''}`}
                aria-expanded={open}
                aria-controls={menuId}
                onClick={() => {
                  const keepOpen = openedByHover.current;
                  openedByHover.current = false;
                  setOpenId(open && !keepOpen ? null : entry.id);
                }}
              >
                {entry.label}
                <ChevronDown aria-hidden="true" size={16} className="desktop-nav__chevron" />
              </button>
              <ul
                id={menuId}
                className={`desktop-nav__menu${entry.links.length > 8 ? ' desktop-nav__menu--wide' : ''}`}
                hidden={!open}
              >
                {entry.links.map((link) => (
                  <li key={link.to}>
                    <MenuLink to={link.to} className="desktop-nav__menu-link" onClick={choose}>
                      {link.label}
                    </MenuLink>
                  </li>
                ))}
                {entry.links.length === 0 && entry.emptyLink && (
                  <li>
                    <MenuLink
                      to={entry.emptyLink.to}
                      className="desktop-nav__menu-link"
                      onClick={choose}
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
