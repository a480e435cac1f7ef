import { Phone } from 'lucide-react';
import { Dialog } from '@/components/Dialog';
import { profile } from '@/content';
import { telHref } from '@/lib/phone';
import './RequestAppointment.css';

export interface RequestAppointmentModalProps {
  open: boolean;
  onClose: () => void;
  /** A service chosen before the modal opened (fixes the treatment in the form). */
  treatment?: { treatmentId: number; treatmentName: string };
}

/** The Request Appointment modal: points visitors to the clinic phone line and email. */
export function RequestAppointmentModal({
  open,
  onClose,
  treatment,
}: RequestAppointmentModalProps) {
  const phone = profile.phones[0];
  return (
    <Dialog open={open} onClose={onClose} title="Request an Appointment">
      <div className="request-appointment">
        <p>
          {treatment
            ? `To request an appointment for ${treatment.treatmentName}, call our front desk and we will find a time that suits you.`
            : 'Call our front desk and we will find an appointment time that suits you.'}
        </p>
        {phone && (
          <a className="btn btn--accent request-appointment__call" href={telHref(phone)}>
            <Phone aria-hidden="true" size={18} />
            <span>Call {phone}</span>
          </a>
        )}
        <p className="request-appointment__note">
          You can also email us at <a href={`mailto:${profile.email}`}>{profile.email}</a>.
        </p>
      </div>
    </Dialog>
  );
}
