import { t } from '@lingui/core/macro';
import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import { Link } from 'react-router-dom';
import { HeartPulse, Menu, Phone, X } from 'lucide-react';
import { paths } from '@/config/paths';
import { profile } from '@/content';
import { useTreatmentList } from '@/hooks/use-treatment-list';
import { HydrateLater } from '@/components/HydrateLater';
import { useScrolledPast } from '@/hooks/use-scrolled-past';
import { telHref } from '@/lib/phone';
import { LanguageLink } from '@/i18n/LanguageLink';
import { MainMenu } from './MainMenu';
import { buildMenu } from './menu';
import { buildTreatmentMenus } from './treatment-menu';
import './Header.css';

/** The header takes its "scrolled" style past this many pixels... */
export const HEADER_SCROLLED_THRESHOLD = 50;
/** ...and leaves it only back at this many or fewer, so it never flickers near the threshold. */
export const HEADER_UNSCROLLED_AT = 30;
const MOBILE_MENU_ID = 'mobile-menu';

export interface HeaderProps {
  /** The Working Hours button (and its popup). */
  workingHours: ReactNode;
  /** The Request Appointment action shown in the header on wide screens. */
  requestAppointment: ReactNode;
  /** The Request Appointment action of the small-screen action bar. */
  mobileRequestAppointment: ReactNode;
}

/** Each opening of the small-screen menu starts with its groups closed. */
function closeGroupsOnClose(event: SyntheticEvent<HTMLDetailsElement>) {
  const menu = event.currentTarget;
  if (event.target !== menu || menu.open) return;
  for (const group of menu.querySelectorAll('details')) group.open = false;
}

/** The sticky site header: brand, menu, working hours, phone and the request-appointment action. */
export function Header({
  workingHours,
  requestAppointment,
  mobileRequestAppointment,
}: HeaderProps) {
  const scrolled = useScrolledPast(HEADER_SCROLLED_THRESHOLD, HEADER_UNSCROLLED_AT);
  const mobileMenu = useRef<HTMLDetailsElement>(null);
  const { treatments } = useTreatmentList();
  const entries = useMemo(() => buildMenu(buildTreatmentMenus(treatments)), [treatments]);
  const phone = profile.phones[0];

  // Escape closes the small-screen menu, back on its button.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const menu = mobileMenu.current;
      if (event.key !== 'Escape' || !menu?.open) return;
      menu.open = false;
      menu.querySelector('summary')?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const onChoose = useCallback(() => {
    if (mobileMenu.current) mobileMenu.current.open = false;
    window.scrollTo({ top: 0, left: 0, behavior: 'auto' });
  }, []);

  // The menus' many links hydrate after the page (each works as a link before). The same
  // elements on every render: a header that changes (scrolled) before they are hydrated leaves
  // them waiting, where new ones would make React draw them anew at once.
  const menus = useMemo(
    () => ({
      mobile: (
        <HydrateLater>
          <MainMenu layout="mobile" entries={entries} onChoose={onChoose} />
        </HydrateLater>
      ),
      desktop: (
        <HydrateLater>
          <MainMenu layout="desktop" entries={entries} onChoose={onChoose} />
        </HydrateLater>
      ),
    }),
    [entries, onChoose],
  );

  return (
    <>
      <header className={`site-header${scrolled ? ' scrolled' : ''}`} data-scrolled={scrolled}>
        <div className="container site-header__bar">
          <Link to={paths.home} className="brand" onClick={onChoose}>
            <span className="brand__mark" aria-hidden="true">
              <HeartPulse size={24} />
            </span>
            <span className="brand__name">{profile.name}</span>
          </Link>

          <div className="site-header__actions">
            <LanguageLink className="header-language" />
            {workingHours}
            {phone && (
              <a className="header-phone" href={telHref(phone)}>
                <Phone aria-hidden="true" size={18} />
                <span className="header-phone__text">
                  <span className="visually-hidden">{t`Call us at`}</span> {phone}
                </span>
              </a>
            )}
            <div className="site-header__request">{requestAppointment}</div>
            {/* A disclosure the browser opens and closes itself, before the app starts and
                without it; the app closes it when a link is chosen or on Escape. Its panel
                hangs under the header, over the page, which stays where it is. */}
            <details ref={mobileMenu} className="mobile-menu" onToggle={closeGroupsOnClose}>
              <summary className="hamburger">
                <span className="visually-hidden">{t`Menu`}</span>
                <Menu aria-hidden="true" size={24} className="hamburger__icon--closed" />
                <X aria-hidden="true" size={24} className="hamburger__icon--open" />
              </summary>
              <div id={MOBILE_MENU_ID} className="site-header__mobile">
                {menus.mobile}
                <LanguageLink className="mobile-menu__language" />
              </div>
            </details>
          </div>
        </div>

        <div className="site-header__nav">
          <div className="container">{menus.desktop}</div>
        </div>
      </header>

      <aside className="mobile-action-bar" aria-label={t`Call or request an appointment`}>
        {phone && (
          <a className="btn btn--primary mobile-action-bar__button" href={telHref(phone)}>
            <Phone aria-hidden="true" size={18} />
            <span>
              {t`Call`} <span className="visually-hidden">{phone}</span>
            </span>
          </a>
        )}
        {mobileRequestAppointment}
      </aside>
    </>
  );
}
