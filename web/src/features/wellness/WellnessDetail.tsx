import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { CalendarPlus, Clock, ExternalLink } from 'lucide-react';
import { getMessageDetails } from '@/api/wellness';
import type { WellnessService } from '@/api/types';
import { PageColumns } from '@/components/PageColumns';
import { PageHero } from '@/components/PageHero';
import { SafeHtml } from '@/components/SafeHtml';
import { documentUrl, profile } from '@/content';
import { usePageHead } from '@/hooks/use-page-head';
import { stripTags } from '@/lib/sanitize';
import { decodeWellnessId, formatPrice, hasDetailPage } from './wellness-id';

const WELLNESS_PAGE = {
  label: 'Massage & Wellness',
  to: '/wellness-programs-with-therapeutic-massage',
};
const NOT_FOUND = '/page-not-found';

export interface WellnessDetailProps {
  /** The `id` query value: base64 of the service's treatmentId. */
  encodedId: string | null;
  /** Opens the booking modal for the service. */
  onBook: (service: WellnessService) => void;
  /** Laid out beside the article (the side panels). */
  aside?: ReactNode;
}

/**
 * One massage and wellness service: hero with its name, picture and rich text. An id that does
 * not decode, an unknown or empty service, and a failed load all go to /page-not-found.
 */
export function WellnessDetail({ encodedId, onBook, aside }: WellnessDetailProps) {
  const navigate = useNavigate();
  const treatmentId = useMemo(() => decodeWellnessId(encodedId), [encodedId]);
  const [service, setService] = useState<WellnessService | null>(null);

  useEffect(() => {
    if (treatmentId === null) {
      navigate(NOT_FOUND, { replace: true });
      return;
    }
    let active = true;
    getMessageDetails(0, false)
      .then((services) => {
        if (!active) return;
        const found = services.find((entry) => Number(entry.treatmentId) === treatmentId);
        if (!found || !hasDetailPage(found)) {
          navigate(NOT_FOUND, { replace: true });
          return;
        }
        setService(found);
      })
      .catch((error: unknown) => {
        if (!active) return;
        console.warn('The wellness service could not be loaded', error);
        navigate(NOT_FOUND, { replace: true });
      });
    return () => {
      active = false;
    };
  }, [treatmentId, navigate]);

  const description = useMemo(() => {
    const text = stripTags(service?.ckEditorHtml);
    return text.length > 160 ? `${text.slice(0, 157).trimEnd()}...` : text;
  }, [service]);
  usePageHead(service?.treatmentName, description, service?.treatmentName);

  if (!service) {
    return (
      <>
        <PageHero title={WELLNESS_PAGE.label} crumbs={[{ label: WELLNESS_PAGE.label }]} />
        <div className="container wellness-detail page-pending" aria-busy="true">
          <p className="wellness-grid__status">Loading…</p>
        </div>
      </>
    );
  }

  const image = documentUrl(service.filePath);
  const price = formatPrice(service.charges);
  return (
    <>
      <PageHero
        title={service.treatmentName}
        crumbs={[WELLNESS_PAGE, { label: service.treatmentName }]}
      />
      <PageColumns as="article" side={aside} className="wellness-detail">
        {image && (
          <img className="wellness-detail__image" src={image} alt="" width={960} height={540} />
        )}
        <dl className="wellness-detail__facts">
          {service.treatmentPeriod && (
            <div>
              <dt>Length</dt>
              <dd>
                <Clock aria-hidden="true" size={18} />
                {service.treatmentPeriod}
              </dd>
            </div>
          )}
          {price && (
            <div>
              <dt>Price</dt>
              <dd className="wellness-detail__price">{price}</dd>
            </div>
          )}
        </dl>
        <h2 className="wellness-detail__heading">About This Program</h2>
        <SafeHtml html={service.ckEditorHtml} className="prose wellness-detail__body" />
        <div className="wellness-detail__actions">
          <button
            type="button"
            className="btn btn--accent"
            aria-haspopup="dialog"
            onClick={() => onBook(service)}
          >
            <CalendarPlus aria-hidden="true" size={18} />
            Book This Service
          </button>
          <a
            href={profile.portalSchedulingUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="btn btn--outline"
          >
            Schedule Online
            <ExternalLink aria-hidden="true" size={16} />
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </div>
      </PageColumns>
    </>
  );
}
