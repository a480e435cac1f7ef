import { t } from '@lingui/core/macro';
import { Dialog } from '@/components/Dialog';
import { profile } from '@/content';
import { telHref } from '@/lib/phone';
import type { PreselectedTreatment } from './appointment-payload';
import { LazyRequestAppointmentForm } from './LazyRequestAppointmentForm';
import './RequestAppointment.css';

export interface RequestAppointmentModalProps {
  open: boolean;
  onClose: () => void;
  /** A service chosen before the modal opened: fixes the treatment and prefills the subject. */
  treatment?: PreselectedTreatment | null;
  /** No close on Escape or a backdrop click (Our Practice, the Massage & Wellness booking). */
  static?: boolean;
  /** The dialog's title (default "Request an Appointment"). */
  title?: string;
}

/**
 * The Request Appointment modal: the appointment request form in a dialog. The form is fetched
 * the first time the modal opens, and starts afresh (new values, new Idempotency-Key) each time.
 */
export function RequestAppointmentModal({
  open,
  onClose,
  treatment,
  static: isStatic = false,
  title = t`Request an Appointment`,
}: RequestAppointmentModalProps) {
  const phone = profile.phones[0];
  const service = treatment?.treatmentName ?? '';
  return (
    <Dialog open={open} onClose={onClose} title={title} size="large" static={isStatic}>
      <div className="request-appointment">
        <p className="request-appointment__intro">
          {treatment
            ? t`Tell us when you would like to come in for ${service} and we will call you to confirm a time.`
            : t`Tell us what you need and when you would like to come in, and we will call you to confirm a time.`}
          {phone && (
            <>
              {' '}
              {t`Prefer to talk? Call`} <a href={telHref(phone)}>{phone}</a>.
            </>
          )}
        </p>
        <LazyRequestAppointmentForm treatment={treatment ?? null} />
      </div>
    </Dialog>
  );
}
