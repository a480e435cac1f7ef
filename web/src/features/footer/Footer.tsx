import { t } from '@lingui/core/macro';
import { Link } from 'react-router-dom';
import { CalendarDays, Clock, ExternalLink, Mail, MapPin, Navigation, Phone } from 'lucide-react';
import { siFacebook, siInstagram, siX, siYoutube, type SimpleIcon } from 'simple-icons';
import { BrandIcon } from '@/components/BrandIcon';
import { profile } from '@/content';
import { useDayValue } from '@/hooks/use-today';
import {
  aboutLinks,
  footerQuickLinks,
  legalLinks,
  patientInfoLinks,
  type NavLinkItem,
} from '@/config/navigation';
import { telHref } from '@/lib/phone';
import { ScrollTopButton } from './ScrollTopButton';
import './Footer.css';

const socialLinks: { label: string; href: string; icon: SimpleIcon }[] = [
  { label: 'Facebook', href: profile.social.facebook, icon: siFacebook },
  { label: 'X', href: profile.social.x, icon: siX },
  { label: 'YouTube', href: profile.social.youtube, icon: siYoutube },
  { label: 'Instagram', href: profile.social.instagram, icon: siInstagram },
];

function LinkList({ links }: { links: NavLinkItem[] }) {
  return (
    <ul className="footer-links">
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to}>{link.label}</Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * That language help is free, in English and in Spanish on every page, as Section 1557 of the
 * Affordable Care Act asks of a clinic paid by Medicare (45 CFR 92.11). Not translated: both
 * languages always show, each marked as such.
 */
function LanguageHelp({ phone }: { phone: string }) {
  const call = <a href={telHref(phone)}>{phone}</a>;
  return (
    <aside className="footer-language-help container" aria-label={t`Language assistance`}>
      <p lang="en">
        Language assistance services are available to you free of charge. Call {call}.
      </p>
      <p lang="es">
        Hay servicios de ayuda con el idioma disponibles para usted sin costo. Llame al {call}.
      </p>
    </aside>
  );
}

/** The site footer: links, contact details, social links, hours strip and copyright. */
export function Footer() {
  const { address } = profile;
  const year = useDayValue((now) => now.getFullYear());
  const [phone, phone2] = profile.phones;

  return (
    <footer className="site-footer">
      <div className="site-footer__content">
        <div className="footer-strip">
          <div className="container footer-strip__inner">
            <p className="footer-strip__item">
              <CalendarDays aria-hidden="true" size={22} />
              <span>{profile.hours.footerStrip.days}</span>
            </p>
            <p className="footer-strip__item">
              <Clock aria-hidden="true" size={22} />
              <span>{profile.hours.footerStrip.time}</span>
            </p>
          </div>
        </div>

        <div className="container footer-grid">
          <section className="footer-col footer-col--contact" aria-labelledby="footer-contact">
            <h2 id="footer-contact" className="footer-heading">
              {profile.name}
            </h2>
            <address className="footer-contact">
              <p className="footer-contact__row">
                <MapPin aria-hidden="true" size={20} />
                <span>
                  {address.street}
                  <br />
                  {address.city}, {address.state} {address.postalCode}
                </span>
              </p>
              {[phone, phone2].filter(Boolean).map((number) => (
                <p className="footer-contact__row" key={number}>
                  <Phone aria-hidden="true" size={20} />
                  <a href={telHref(number)}>{number}</a>
                </p>
              ))}
              <p className="footer-contact__row">
                <Mail aria-hidden="true" size={20} />
                <a href={`mailto:${profile.email}`}>{profile.email}</a>
              </p>
              <p className="footer-contact__row">
                <Navigation aria-hidden="true" size={20} />
                <a href={profile.directionsUrl} target="_blank" rel="noopener noreferrer">
                  {t`Get directions`}
                  <span className="visually-hidden">&nbsp;{t`(opens in a new tab)`}</span>
                </a>
              </p>
            </address>
            <ul className="footer-social" aria-label={t`Follow us`}>
              {socialLinks.map((social) => (
                <li key={social.label}>
                  <a
                    href={social.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t`${social.label} (opens in a new tab)`}
                    title={social.label}
                  >
                    <BrandIcon icon={social.icon} />
                  </a>
                </li>
              ))}
            </ul>
          </section>

          <nav className="footer-col" aria-labelledby="footer-quick-links">
            <h2 id="footer-quick-links" className="footer-heading">
              {t`Quick Links`}
            </h2>
            <ul className="footer-links">
              {footerQuickLinks.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
              <li>
                <a href={profile.portalLoginUrl} target="_blank" rel="noopener noreferrer">
                  {t`Patient Portal`}
                  <ExternalLink
                    aria-hidden="true"
                    size={14}
                    className="footer-links__external"
                  />{' '}
                  <span className="visually-hidden">{t`(opens in a new tab)`}</span>
                </a>
              </li>
            </ul>
          </nav>

          <nav className="footer-col" aria-labelledby="footer-about">
            <h2 id="footer-about" className="footer-heading">
              {t`About Us`}
            </h2>
            <LinkList links={aboutLinks} />
          </nav>

          <nav className="footer-col" aria-labelledby="footer-patient-info">
            <h2 id="footer-patient-info" className="footer-heading">
              {t`Patient's Info`}
            </h2>
            <LinkList links={patientInfoLinks} />
          </nav>
        </div>

        <LanguageHelp phone={phone} />

        <div className="footer-bottom">
          <div className="container footer-bottom__inner">
            <p className="footer-copyright">
              © {year} {profile.name}. {t`All rights reserved.`} {t`Designed by`}{' '}
              <a href={profile.designer.url} target="_blank" rel="noopener noreferrer">
                {profile.designer.name}
                <span className="visually-hidden">&nbsp;{t`(opens in a new tab)`}</span>
              </a>
              .
            </p>
            <nav aria-label={t`Legal`}>
              <ul className="footer-legal">
                {legalLinks.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
        </div>
      </div>
      <ScrollTopButton />
    </footer>
  );
}
