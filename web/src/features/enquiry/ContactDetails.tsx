import { t } from '@lingui/core/macro';
import { useId, type ReactNode } from 'react';
import { Clock, Mail, MapPin, Phone, Printer } from 'lucide-react';
import { profile } from '@/content';
import { telHref } from '@/lib/phone';

export interface ContactDetailsProps {
  /** The working hours list, drawn by the page. */
  hours: ReactNode;
}

/** The clinic's address, email, phones, fax and working hours. */
export function ContactDetails({ hours }: ContactDetailsProps) {
  const headingId = useId();
  const hoursId = useId();
  const { address } = profile;
  return (
    <section className="contact-details card" aria-labelledby={headingId}>
      <h2 id={headingId} className="contact-details__title">
        {t`Get in Touch`}
      </h2>
      <dl className="contact-details__list">
        <div className="contact-details__item">
          <dt>
            <MapPin aria-hidden="true" size={20} />
            {t`Address`}
          </dt>
          <dd>
            <address>
              {address.street}
              <br />
              {address.city}, {address.state} {address.postalCode}
            </address>
            <a href={profile.directionsUrl} target="_blank" rel="noopener noreferrer">
              {t`Get directions`}
              <span className="visually-hidden"> {t`(opens in a new tab)`}</span>
            </a>
          </dd>
        </div>
        <div className="contact-details__item">
          <dt>
            <Mail aria-hidden="true" size={20} />
            {t`Email`}
          </dt>
          <dd>
            <a href={`mailto:${profile.email}`}>{profile.email}</a>
          </dd>
        </div>
        <div className="contact-details__item">
          <dt>
            <Phone aria-hidden="true" size={20} />
            {t`Phone`}
          </dt>
          <dd>
            {profile.phones.map((phone) => (
              <a key={phone} href={telHref(phone)} className="contact-details__phone">
                {phone}
              </a>
            ))}
          </dd>
        </div>
        <div className="contact-details__item">
          <dt>
            <Printer aria-hidden="true" size={20} />
            {t`Fax`}
          </dt>
          <dd>{profile.fax}</dd>
        </div>
      </dl>
      <h3 id={hoursId} className="contact-details__subtitle">
        <Clock aria-hidden="true" size={20} />
        {t`Working Hours`}
      </h3>
      <div aria-labelledby={hoursId} role="group">
        {hours}
      </div>
    </section>
  );
}
