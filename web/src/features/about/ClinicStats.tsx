import { t } from '@lingui/core/macro';
import { profile } from '@/content';
import type { ClinicStat } from '@/content/types';
import { CountUp } from './CountUp';
import './about.css';

export interface ClinicStatsProps {
  stats?: ClinicStat[];
  /** Kept in the page but not shown (the Our Team page has the block hidden). */
  hidden?: boolean;
  /** The accessible name of the block. */
  label?: string;
}

/** The clinic's figures (78+ skilled therapists, 98% success rate …), counting up into view. */
export function ClinicStats({
  stats = profile.stats,
  hidden = false,
  label = t`Our clinic in numbers`,
}: ClinicStatsProps) {
  return (
    <section className="clinic-stats" aria-label={label} hidden={hidden}>
      <dl className="container clinic-stats__list">
        {stats.map((stat) => (
          <div key={`${stat.value}-${stat.label}`} className="clinic-stats__item">
            <dt className="clinic-stats__label">{stat.label}</dt>
            <dd className="clinic-stats__value">
              <CountUp value={stat.value} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
