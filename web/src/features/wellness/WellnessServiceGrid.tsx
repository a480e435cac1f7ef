import { t } from '@lingui/core/macro';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { WellnessService } from '@/api/types';
import { getMessageDetails } from '@/api/wellness';
import { paths } from '@/config/paths';
import { useApi } from '@/hooks/use-api';
import { WellnessServiceCard } from './WellnessServiceCard';

export interface WellnessServiceGridProps {
  /** Opens the booking modal for a service. */
  onBook: (service: WellnessService) => void;
  /** Id of the heading that names the grid. */
  labelledBy: string;
}

/** The card grid of massage and wellness services; a failed load goes to /error. */
export function WellnessServiceGrid({ onBook, labelledBy }: WellnessServiceGridProps) {
  const state = useApi('wellness-services', () => getMessageDetails(0, false));
  const navigate = useNavigate();

  useEffect(() => {
    if (state.status !== 'failed') return;
    console.error('Failed to load the massage and wellness services', state.error);
    navigate(paths.error, { replace: true });
  }, [state, navigate]);

  if (state.status === 'loaded' && state.data.length === 0) {
    return (
      <p className="wellness-grid__status">
        {t`Our massage and wellness programs are being updated. Please call us to hear what is available.`}
      </p>
    );
  }

  return (
    <ul
      className="wellness-grid"
      aria-labelledby={labelledBy}
      aria-busy={state.status === 'loading'}
    >
      {state.status === 'loaded'
        ? state.data.map((service) => (
            <li key={service.treatmentId}>
              <WellnessServiceCard service={service} onBook={onBook} />
            </li>
          ))
        : Array.from({ length: 3 }, (_, index) => (
            <li key={index} className="wellness-grid__skeleton" aria-hidden="true" />
          ))}
    </ul>
  );
}
