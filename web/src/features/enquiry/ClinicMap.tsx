import { t } from '@lingui/core/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { MapPin } from 'lucide-react';
import { documentUrl, profile } from '@/content';
import { useHydrated } from '@/hooks/use-hydrated';

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

/** Where the map host's embed is: not asked for, loading, laid over the drawing, or not had. */
type Embed = 'not-asked' | 'loading' | 'shown' | 'unreachable';

/**
 * The clinic on a map, with its address and a directions link. Our drawing of the neighbourhood
 * shows at once. The map host's interactive embed comes when the patient asks for it: until
 * then the host hears nothing of a visit to a clinic's page, and the page makes no request that
 * can fail where the host cannot be reached. Asked for, the embed is laid over the drawing only
 * once it has loaded and the host has answered, so a patient whose network cannot reach the
 * host (or never hears back) keeps the drawing rather than an empty box.
 */
export function ClinicMap() {
  const headingId = useId();
  const hydrated = useHydrated();
  const [embed, setEmbed] = useState<Embed>('not-asked');
  const { address } = profile;
  const { name: clinic } = profile;
  const { street, city, state } = address;

  const askButton = useRef<HTMLButtonElement>(null);
  const embedFrame = useRef<HTMLIFrameElement>(null);
  const focusEmbedWhenShown = useRef(false);

  const showEmbedIfAnswered = async () => {
    if (!(await mapHostAnswers(profile.mapEmbedUrl))) {
      setEmbed('unreachable');
      return;
    }
    // The button goes once the map shows: a patient still on it is taken to the map instead.
    focusEmbedWhenShown.current = document.activeElement === askButton.current;
    setEmbed('shown');
  };

  useEffect(() => {
    if (embed === 'shown' && focusEmbedWhenShown.current) embedFrame.current?.focus();
  }, [embed]);

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
        {(embed === 'loading' || embed === 'shown') && (
          <iframe
            ref={embedFrame}
            className={`contact-map__embed${embed === 'shown' ? ' is-shown' : ''}`}
            src={profile.mapEmbedUrl}
            title={t`Map showing ${clinic} at ${street}, ${city}, ${state}`}
            referrerPolicy="no-referrer-when-downgrade"
            allowFullScreen
            onLoad={showEmbedIfAnswered}
          />
        )}
        {/* The button needs the app: the page the server sends has the drawing alone. */}
        {hydrated && profile.mapEmbedUrl && embed !== 'shown' && (
          <div className="contact-map__ask">
            <button
              ref={askButton}
              type="button"
              className="btn btn--light"
              aria-disabled={embed === 'loading'}
              onClick={() => embed !== 'loading' && setEmbed('loading')}
            >
              {embed === 'loading'
                ? t`Loading the interactive map…`
                : embed === 'unreachable'
                  ? t`Try the interactive map again`
                  : t`Show the interactive map`}
            </button>
            <p role="status">
              {embed === 'unreachable' && t`The interactive map cannot be reached just now.`}
            </p>
          </div>
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
