import { t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { CalendarCheck, Phone, Users } from 'lucide-react';
import { paths } from '@/config/paths';
import { profile } from '@/content';
import { telHref } from '@/lib/phone';
import './about.css';

export interface AboutActionsProps {
  /** The Request Appointment button (it opens the page's modal). */
  requestAppointment?: ReactNode;
  /** Show the link to the team page. */
  teamLink?: boolean;
  /** Show the link to the booking page. */
  bookLink?: boolean;
  /** A band across the page (default) or a card in a side column. */
  variant?: 'band' | 'card';
}

/** The ways to take the next step: call, request an appointment, meet the team, book. */
export function AboutActions({
  requestAppointment,
  teamLink = true,
  bookLink = false,
  variant = 'band',
}: AboutActionsProps) {
  const phone = profile.phones[0];
  return (
    <div className={`about-actions about-actions--${variant}`}>
      {phone && (
        <a href={telHref(phone)} className="about-actions__phone">
          <span className="about-actions__phone-icon" aria-hidden="true">
            <Phone size={22} />
          </span>
          <span>
            <span className="about-actions__phone-label">{t`Call us`}</span>
            {phone}
          </span>
        </a>
      )}
      <div className="about-actions__buttons">
        {requestAppointment}
        {bookLink && (
          <Link to={paths.bookAppointment} className="btn btn--primary">
            <CalendarCheck aria-hidden="true" size={18} />
            {t`Book Appointment`}
          </Link>
        )}
        {teamLink && (
          <Link to={paths.ourTeamShort} className="btn btn--outline">
            <Users aria-hidden="true" size={18} />
            {t`Meet Our Team`}
          </Link>
        )}
      </div>
    </div>
  );
}
