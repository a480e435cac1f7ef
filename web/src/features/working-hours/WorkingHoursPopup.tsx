import { t } from '@lingui/core/macro';
import type { Timing } from '@/api/types';
import type { TimingsByType } from '@/api/timings';
import { Dialog } from '@/components/Dialog';
import { profile } from '@/content';
import { telHref } from '@/lib/phone';
import { formatDays, formatTime12 } from './format';
import './WorkingHours.css';

function HoursList({ heading, entries }: { heading: string; entries: Timing[] }) {
  return (
    <section className="hours-group" aria-label={heading}>
      <h3 className="hours-group__title">{heading}</h3>
      {entries.length > 0 ? (
        <dl className="hours-list">
          {entries.map((entry) => (
            <div className="hours-list__row" key={`${entry.timeId}-${entry.days}`}>
              <dt>{formatDays(entry.days)}</dt>
              <dd>
                {formatTime12(entry.startTime)} - {formatTime12(entry.endTime)}
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="hours-group__empty">{t`Hours are not available right now.`}</p>
      )}
    </section>
  );
}

export interface WorkingHoursPopupProps {
  open: boolean;
  onClose: () => void;
  timings: TimingsByType;
}

/** The popup listing physical therapy hours and massage therapy hours. */
export function WorkingHoursPopup({ open, onClose, timings }: WorkingHoursPopupProps) {
  const phone = profile.phones[0];
  return (
    <Dialog open={open} onClose={onClose} title={t`Working Hours`} size="small">
      <div className="working-hours">
        <HoursList heading={t`Physical Therapy`} entries={timings.physical} />
        <HoursList heading={t`Massage Therapy`} entries={timings.massage} />
        {phone && (
          <p className="working-hours__call">
            {t`Questions? Call us at`} <a href={telHref(phone)}>{phone}</a>
          </p>
        )}
      </div>
    </Dialog>
  );
}
