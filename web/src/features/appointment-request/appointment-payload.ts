import { t } from '@lingui/core/macro';
import type { AppointmentRequestPayload, Tariff } from '@/api/types';

/** The values of the Request Appointment form, as its controls hold them. */
export interface AppointmentFormValues {
  /** A treatment id as text: "0" for a general request, "" when none is chosen yet. */
  treatmentId: string;
  /** yyyy-mm-dd */
  appointmentDate: string;
  fullName: string;
  phoneNo: string;
  emailId: string;
  subject: string;
  remark: string;
  /** The honeypot. */
  website: string;
}

/** A service chosen before the form is shown: the treatment is fixed to it. */
export interface PreselectedTreatment {
  treatmentId: number;
  treatmentName: string;
  /** The service's tariff, when known (sent as tariffId). */
  tariffId?: number;
}

/** The request's subject for a chosen service (shown in the form, where it may be changed). */
export function appointmentSubject(name: string): string {
  return t`Appointment for ${name}`;
}

/** The form as first shown: a preselected service fixes the treatment and fills the subject. */
export function initialAppointmentValues(
  treatment: PreselectedTreatment | null,
): AppointmentFormValues {
  return {
    treatmentId: treatment ? String(treatment.treatmentId) : '0',
    appointmentDate: '',
    fullName: '',
    phoneNo: '',
    emailId: '',
    subject: treatment ? appointmentSubject(treatment.treatmentName) : '',
    remark: '',
    website: '',
  };
}

/** The form after a reset: everything empty, the treatment to be chosen. */
export const clearedAppointmentValues: AppointmentFormValues = {
  treatmentId: '',
  appointmentDate: '',
  fullName: '',
  phoneNo: '',
  emailId: '',
  subject: '',
  remark: '',
  website: '',
};

/** The request body (docs/api.md) for the form's values. */
export function appointmentPayload(
  values: AppointmentFormValues,
  tariffs: Tariff[],
  preselected: PreselectedTreatment | null,
): AppointmentRequestPayload {
  const treatmentId = Number(values.treatmentId) || 0;
  const tariff = tariffs.find((entry) => entry.treatmentId === treatmentId);
  const fixed = preselected && preselected.treatmentId === treatmentId ? preselected : null;
  return {
    appointmentRequestId: 0,
    treatmentId,
    tariffId: treatmentId === 0 ? 0 : (fixed?.tariffId ?? tariff?.tariffID ?? 0),
    treatmentName: treatmentId === 0 ? '' : (fixed?.treatmentName ?? tariff?.treatmentName ?? ''),
    appointmentDate: values.appointmentDate,
    fullName: values.fullName.trim(),
    phoneNo: values.phoneNo.trim(),
    emailId: values.emailId.trim(),
    subject: values.subject.trim(),
    remark: values.remark.trim(),
    isActive: true,
    createdBy: 0,
    website: values.website,
  };
}
