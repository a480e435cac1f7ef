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

/** The site footer: links, contact details, social links, hours strip and copyright. */
export function Footer() {
  const { address } = profile;
  const year = useDayValue((now) => now.getFullYear());
  const [phone, phone2] = profile.phones;

  return (
    <footer className="site-footer">
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
                Get directions
                <span className="visually-hidden">&nbsp;(opens in a new tab)</span>
              </a>
            </p>
          </address>
          <ul className="footer-social" aria-label="Follow us">
            {socialLinks.map((social) => (
              <li key={social.label}>
                <a
                  href={social.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${social.label} (opens in a new tab)`}
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
            Quick Links
          </h2>
          <ul className="footer-links">
            {footerQuickLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
            <li>
              <a href={profile.portalLoginUrl} target="_blank" rel="noopener noreferrer">
                Patient Portal
                <ExternalLink
                  aria-hidden="true"
                  size={14}
                  className="footer-links__external"
                />{' '}
                <span className="visually-hidden">(opens in a new tab)</span>
              </a>
            </li>
          </ul>
        </nav>

        <nav className="footer-col" aria-labelledby="footer-about">
          <h2 id="footer-about" className="footer-heading">
            About Us
          </h2>
          <LinkList links={aboutLinks} />
        </nav>

        <nav className="footer-col" aria-labelledby="footer-patient-info">
          <h2 id="footer-patient-info" className="footer-heading">
            Patient&apos;s Info
          </h2>
          <LinkList links={patientInfoLinks} />
        </nav>
      </div>

      <div className="footer-bottom">
        <div className="container footer-bottom__inner">
          <p className="footer-copyright">
            © {year} {profile.name}. All rights reserved. Designed by{' '}
            <a href={profile.designer.url} target="_blank" rel="noopener noreferrer">
              {profile.designer.name}
              <span className="visually-hidden">&nbsp;(opens in a new tab)</span>
            </a>
            .
          </p>
          <nav aria-label="Legal">
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
      <ScrollTopButton />
    </footer>
  );
}
