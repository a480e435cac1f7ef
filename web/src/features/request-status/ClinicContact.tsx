import { useId } from 'react';
import { MapPin, Phone } from 'lucide-react';
import { profile } from '@/content';
import { telHref } from '@/lib/phone';
import { copy } from './copy';
import { addressLines } from './format';

/** How to reach the clinic: its phone (a link a phone can call) and its address. */
export function ClinicContact() {
  const titleId = useId();
  const phone = profile.phones[0];
  return (
    <aside className="card request-status__contact" aria-labelledby={titleId}>
      <h2 id={titleId} className="request-status__contact-title">
        {copy.questions}
      </h2>
      <p>{copy.callUs}</p>
      {phone ? (
        <a href={telHref(phone)} className="btn btn--primary request-status__phone">
          <Phone aria-hidden="true" size={18} />
          {copy.call(phone)}
        </a>
      ) : null}
      <address className="request-status__address">
        <MapPin aria-hidden="true" size={20} className="request-status__address-icon" />
        <span>
          {profile.name}
          {addressLines().map((line) => (
            <span key={line}>
              <br />
              {line}
            </span>
          ))}
        </span>
      </address>
    </aside>
  );
}
