import { t } from '@lingui/core/macro';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { CalendarCheck, Phone } from 'lucide-react';
import { paths } from '@/config/paths';
import { profile } from '@/content';
import { telHref } from '@/lib/phone';

export interface BookAppointmentPanelProps {
  /** Another action shown under the booking link (e.g. a Request Appointment button). */
  action?: ReactNode;
}

/** The call to action under the blogs: book an appointment, or call the clinic. */
export function BookAppointmentPanel({ action }: BookAppointmentPanelProps) {
  const headingId = useId();
  const phone = profile.phones[0];
  return (
    <section className="side-panel side-panel--cta" aria-labelledby={headingId}>
      <h2 id={headingId} className="side-panel__title">
        {t`Ready to Feel Better?`}
      </h2>
      <Link to={paths.bookAppointment} className="btn btn--light side-panel__button">
        <CalendarCheck aria-hidden="true" size={18} />
        {t`Book An Appointment`}
      </Link>
      {action}
      {phone && (
        <a href={telHref(phone)} className="side-panel__phone">
          <Phone aria-hidden="true" size={18} />
          <span>
            <span className="side-panel__phone-label">{t`Or call us`}</span> {phone}
          </span>
        </a>
      )}
    </section>
  );
}
