import { t } from '@lingui/core/macro';
import { Link } from 'react-router-dom';
import { CalendarPlus, Clock, ExternalLink } from 'lucide-react';
import type { WellnessService } from '@/api/types';
import { paths } from '@/config/paths';
import { documentUrl, profile } from '@/content';
import { formatPrice, hasDetailPage } from './wellness-service';

export interface WellnessServiceCardProps {
  service: WellnessService;
  /** Opens the booking modal for this service. */
  onBook: (service: WellnessService) => void;
}

/** One massage and wellness service: picture, name, length, price and two ways to book. */
export function WellnessServiceCard({ service, onBook }: WellnessServiceCardProps) {
  const image = documentUrl(service.filePath);
  const price = formatPrice(service.charges);
  return (
    <article className="wellness-card card">
      <div className="wellness-card__media">
        {image && (
          <img src={image} alt="" width={640} height={400} loading="lazy" decoding="async" />
        )}
      </div>
      <div className="wellness-card__body">
        <h3 className="wellness-card__name">
          {hasDetailPage(service) ? (
            <Link to={paths.wellnessService(service.treatmentId)}>{service.treatmentName}</Link>
          ) : (
            service.treatmentName
          )}
        </h3>
        <dl className="wellness-card__facts">
          {service.treatmentPeriod && (
            <div className="wellness-card__fact">
              <dt className="visually-hidden">{t`Length`}</dt>
              <dd>
                <Clock aria-hidden="true" size={16} />
                {service.treatmentPeriod}
              </dd>
            </div>
          )}
          {price && (
            <div className="wellness-card__fact wellness-card__price">
              <dt className="visually-hidden">{t`Price`}</dt>
              <dd>{price}</dd>
            </div>
          )}
        </dl>
        <div className="wellness-card__actions">
          <button
            type="button"
            className="btn btn--accent"
            aria-haspopup="dialog"
            onClick={() => onBook(service)}
          >
            <CalendarPlus aria-hidden="true" size={18} />
            {t({ message: 'Book', comment: 'Button that books the service named after it' })}{' '}
            <span className="visually-hidden">{service.treatmentName}</span>
          </button>
          <a
            href={profile.portalSchedulingUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="btn btn--outline"
          >
            {t`Schedule Online`}
            <ExternalLink aria-hidden="true" size={16} />
            <span className="visually-hidden">
              {' '}
              {t`for ${{ service: service.treatmentName }} (opens in a new tab)`}
            </span>
          </a>
        </div>
      </div>
    </article>
  );
}
