import { t } from '@lingui/core/macro';
import type { AppointmentRequestPayload } from '@/api/types';
import { longDate } from '@/lib/forms';
import { serviceLabel } from './services';

/** The values of the Book-Appointment page's form: who, which service, and which day. */
export interface BookingFormValues {
  name: string;
  email: string;
  phone: string;
  /** One of the eight service values, "" until one is chosen. */
  services: string;
  /** yyyy-mm-dd */
  date: string;
  /** The honeypot. */
  website: string;
}

export const emptyBooking: BookingFormValues = {
  name: '',
  email: '',
  phone: '',
  services: '',
  date: '',
  website: '',
};

/** Which appointment request field each of the page's fields becomes (for the server's errors). */
export const bookingFieldOf: Record<string, keyof BookingFormValues> = {
  fullName: 'name',
  emailId: 'email',
  phoneNo: 'phone',
  appointmentDate: 'date',
  treatmentId: 'services',
};

/**
 * The page's booking as an appointment request: a general request (treatment 0) whose subject
 * names the service and whose message states the service and the date.
 */
export function bookingPayload(values: BookingFormValues): AppointmentRequestPayload {
  const service = serviceLabel(values.services);
  const day = longDate(values.date);
  const isoDate = values.date;
  return {
    appointmentRequestId: 0,
    treatmentId: 0,
    tariffId: 0,
    treatmentName: '',
    appointmentDate: values.date,
    fullName: values.name.trim(),
    phoneNo: values.phone.trim(),
    emailId: values.email.trim(),
    subject: t`Appointment for ${service}`,
    remark: t`I would like to book ${service} on ${day} (${isoDate}).`,
    isActive: true,
    createdBy: 0,
    website: values.website,
  };
}
