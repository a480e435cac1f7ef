import { t } from '@lingui/core/macro';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { CalendarPlus, Clock, ExternalLink } from 'lucide-react';
import { getMessageDetails } from '@/api/wellness';
import type { WellnessService } from '@/api/types';
import { PageHead, RoutePageHead } from '@/app/PageHead';
import { PageColumns } from '@/components/PageColumns';
import { PageHero } from '@/components/PageHero';
import { SafeHtml } from '@/components/SafeHtml';
import { paths } from '@/config/paths';
import { documentUrl, profile } from '@/content';
import { useApi } from '@/hooks/use-api';
import { stripTags } from '@/lib/sanitize';
import { decodeWellnessId, formatPrice, hasDetailPage } from './wellness-service';

const WELLNESS_PAGE = { label: t`Massage & Wellness`, to: paths.massageWellness };

/** The service with this id, if it has rich text for a page of its own. */
function serviceWithPage(services: WellnessService[], treatmentId: number): WellnessService | null {
  const found = services.find((entry) => Number(entry.treatmentId) === treatmentId);
  return found && hasDetailPage(found) ? found : null;
}

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
  const treatmentId = decodeWellnessId(encodedId);
  const answer = useApi(String(treatmentId), async () =>
    treatmentId === null ? null : serviceWithPage(await getMessageDetails(0, false), treatmentId),
  );
  const service = answer.status === 'loaded' ? answer.data : null;

  useEffect(() => {
    if (answer.status === 'failed') {
      console.warn('The wellness service could not be loaded', answer.error);
      navigate(paths.pageNotFound, { replace: true });
    } else if (answer.status === 'loaded' && !answer.data) {
      navigate(paths.pageNotFound, { replace: true });
    }
  }, [answer, navigate]);

  const description = useMemo(() => {
    const text = stripTags(service?.ckEditorHtml);
    return text.length > 160 ? `${text.slice(0, 157).trimEnd()}...` : text;
  }, [service]);

  if (!service) {
    return (
      <>
        <RoutePageHead />
        <PageHero title={WELLNESS_PAGE.label} crumbs={[{ label: WELLNESS_PAGE.label }]} />
        <div className="container wellness-detail page-pending" aria-busy="true" />
      </>
    );
  }

  const image = documentUrl(service.filePath);
  const price = formatPrice(service.charges);
  return (
    <>
      <PageHead
        name={service.treatmentName}
        description={description}
        keywords={service.treatmentName}
        image={service.filePath}
      />
      <PageHero
        title={service.treatmentName}
        crumbs={[WELLNESS_PAGE, { label: service.treatmentName }]}
      />
      <PageColumns as="article" side={aside} className="wellness-detail">
        {image && (
          <img className="wellness-detail__image" src={image} alt="" width={960} height={640} />
        )}
        <dl className="wellness-detail__facts">
          {service.treatmentPeriod && (
            <div>
              <dt>{t`Length`}</dt>
              <dd>
                <Clock aria-hidden="true" size={18} />
                {service.treatmentPeriod}
              </dd>
            </div>
          )}
          {price && (
            <div>
              <dt>{t`Price`}</dt>
              <dd className="wellness-detail__price">{price}</dd>
            </div>
          )}
        </dl>
        <h2 className="wellness-detail__heading">{t`About This Program`}</h2>
        <SafeHtml html={service.ckEditorHtml} className="prose wellness-detail__body" />
        <div className="wellness-detail__actions">
          <button
            type="button"
            className="btn btn--accent"
            aria-haspopup="dialog"
            onClick={() => onBook(service)}
          >
            <CalendarPlus aria-hidden="true" size={18} />
            {t`Book This Service`}
          </button>
          <a
            href={profile.portalSchedulingUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="btn btn--outline"
          >
            {t`Schedule Online`}
            <ExternalLink aria-hidden="true" size={16} />
            <span className="visually-hidden"> {t`(opens in a new tab)`}</span>
          </a>
        </div>
      </PageColumns>
    </>
  );
}
