import { t } from '@lingui/core/macro';
import { useId } from 'react';
import {
  Activity,
  Brain,
  Clock,
  Compass,
  MapPin,
  Navigation,
  Phone,
  type LucideIcon,
} from 'lucide-react';
import { documentUrl, fillTokens, profile } from '@/content';
import { pages } from '@/content/pages';
import { telHref } from '@/lib/phone';
import './location.css';

/** The picture of the clinic on the location page. */
export const LOCATION_PICTURE = 'pages/location.svg';

interface Blurb {
  key: 'sportsPerformance' | 'vertigo' | 'headaches';
  title: string;
  icon: LucideIcon;
}

const BLURBS: Blurb[] = [
  { key: 'sportsPerformance', title: t`Sports Performance`, icon: Activity },
  { key: 'vertigo', title: t`Vertigo and Dizziness`, icon: Compass },
  { key: 'headaches', title: t`Headaches`, icon: Brain },
];

/** Where the clinic is, when it is open, and three of the things it helps with. */
export function LocationDetails() {
  const location = pages.location ?? {};
  const { address } = profile;
  const phone = profile.phones[0];
  const addressId = useId();
  const hoursId = useId();
  const blurbs = BLURBS.filter((blurb) => location[blurb.key]);

  return (
    <>
      <div className="location">
        <div className="location__details">
          <section className="location__card card" aria-labelledby={addressId}>
            <h2 id={addressId} className="location__title">
              <MapPin aria-hidden="true" size={22} />
              {t`Address`}
            </h2>
            <address className="location__address">
              {profile.name}
              <br />
              {address.street}
              <br />
              {address.city}, {address.state} {address.postalCode}
            </address>
            <p className="location__links">
              {phone && (
                <a href={telHref(phone)} className="location__link">
                  <Phone aria-hidden="true" size={18} />
                  {phone}
                </a>
              )}
              <a
                href={profile.directionsUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="location__link"
              >
                <Navigation aria-hidden="true" size={18} />
                {t`Get directions`}{' '}
                <span className="visually-hidden">{t`(opens in a new tab)`}</span>
              </a>
            </p>
          </section>
          <section className="location__card card" aria-labelledby={hoursId}>
            <h2 id={hoursId} className="location__title">
              <Clock aria-hidden="true" size={22} />
              {t`Business Hours`}
            </h2>
            <dl className="location__hours">
              {profile.hours.business.map((line) => (
                <div key={line.days} className="location__hours-row">
                  <dt>{line.days}</dt>
                  <dd>{line.time}</dd>
                </div>
              ))}
            </dl>
          </section>
        </div>
        <img
          className="location__picture"
          src={documentUrl(LOCATION_PICTURE)}
          alt={fillTokens(location.imageAlt)}
          width={800}
          height={500}
        />
      </div>
      {blurbs.length > 0 && (
        <ul className="location-blurbs">
          {blurbs.map(({ key, title, icon: Icon }) => (
            <li key={key} className="location-blurb card">
              <span className="location-blurb__icon" aria-hidden="true">
                <Icon size={26} />
              </span>
              <h2 className="location-blurb__title">{title}</h2>
              <p className="location-blurb__text">{fillTokens(location[key])}</p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
