import { t } from '@lingui/core/macro';
import { useId } from 'react';
import { Mail, MapPin, Phone } from 'lucide-react';
import { profile } from '@/content';
import { telHref } from '@/lib/phone';

/** The clinic's phones, email and address, for people who would rather call or write. */
export function WellnessContact() {
  const headingId = useId();
  const { address } = profile;
  return (
    <section className="wellness-contact" aria-labelledby={headingId}>
      <h2 id={headingId} className="wellness-contact__title">
        {t`Questions? Talk to Us`}
      </h2>
      <ul className="wellness-contact__list">
        {profile.phones.map((phone) => (
          <li key={phone}>
            <Phone aria-hidden="true" size={20} />
            <a href={telHref(phone)}>{phone}</a>
          </li>
        ))}
        <li>
          <Mail aria-hidden="true" size={20} />
          <a href={`mailto:${profile.email}`}>{profile.email}</a>
        </li>
        <li>
          <MapPin aria-hidden="true" size={20} />
          <address>
            {address.street}, {address.city}, {address.state} {address.postalCode}
          </address>
        </li>
      </ul>
    </section>
  );
}
