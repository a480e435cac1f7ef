import { t } from '@lingui/core/macro';
import { useId, useState } from 'react';
import { MapPin } from 'lucide-react';
import { documentUrl, profile } from '@/content';
import { useHydratedSoon } from '@/hooks/use-hydrated';

/** Our own drawing of the streets around the clinic, the clinic at its centre. */
export const DRAWN_MAP = 'map/neighbourhood.svg';

/**
 * True when the map host answers at all. An embed's load event cannot tell: the browser fires
 * it for its own error page too, when the host cannot be reached.
 */
async function mapHostAnswers(url: string): Promise<boolean> {
  try {
    await fetch(url, {
      method: 'HEAD',
      mode: 'no-cors',
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
      cache: 'no-store',
    });
    return true;
  } catch {
    return false;
  }
}

/**
 * The clinic on a map, with its address and a directions link. Our drawing of the neighbourhood
 * shows at once; the map host's embed is laid over it only once it has loaded and the host has
 * answered, so a patient whose network cannot reach the host (or never hears back) keeps the
 * drawing rather than an empty box.
 */
export function ClinicMap() {
  const headingId = useId();
  const hydrated = useHydratedSoon();
  const [embedShown, setEmbedShown] = useState(false);
  const { address } = profile;
  const { name: clinic } = profile;
  const { street, city, state } = address;

  const showEmbedIfAnswered = async () => {
    if (await mapHostAnswers(profile.mapEmbedUrl)) setEmbedShown(true);
  };

  return (
    <section className="contact-map" aria-labelledby={headingId}>
      <h2 id={headingId} className="contact-map__title">
        {t`Map and directions`}
      </h2>
      <div className="contact-map__view">
        <img
          className="contact-map__drawing"
          src={documentUrl(DRAWN_MAP)}
          alt={t`Map of the streets around ${clinic}, at ${street}`}
          width={1200}
          height={600}
          loading="lazy"
          decoding="async"
        />
        <div className="contact-map__place" aria-hidden="true">
          <span className="contact-map__label">
            <strong>{profile.name}</strong>
            {address.street}
          </span>
          <MapPin className="contact-map__pin" size={44} strokeWidth={2.25} />
        </div>
        {hydrated && profile.mapEmbedUrl && (
          <iframe
            className={`contact-map__embed${embedShown ? ' is-shown' : ''}`}
            src={profile.mapEmbedUrl}
            title={t`Map showing ${clinic} at ${street}, ${city}, ${state}`}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
            allowFullScreen
            onLoad={showEmbedIfAnswered}
          />
        )}
      </div>
      <div className="contact-map__caption">
        <address>
          {address.street}, {address.city}, {address.state} {address.postalCode}
        </address>
        <a href={profile.directionsUrl} target="_blank" rel="noopener noreferrer">
          <MapPin aria-hidden="true" size={18} />
          {t`Get directions`}
          <span className="visually-hidden"> {t`(opens in a new tab)`}</span>
        </a>
      </div>
    </section>
  );
}
