import { lazy, Suspense, type ReactNode } from 'react';
import type { RequestAppointmentFormProps } from './RequestAppointmentForm';
import './RequestAppointment.css';

const RequestAppointmentForm = lazy(() =>
  import('./RequestAppointmentForm').then((module) => ({
    default: module.RequestAppointmentForm,
  })),
);

export interface LazyRequestAppointmentFormProps extends RequestAppointmentFormProps {
  /** Shown while the form's code arrives (default: its room, busy, with no words). */
  pending?: ReactNode;
}

/**
 * The Request Appointment form, fetched when it is first shown: pages that show it only in a
 * modal or lower down do not make every visitor download the form's code up front.
 */
export function LazyRequestAppointmentForm({ pending, ...props }: LazyRequestAppointmentFormProps) {
  return (
    <Suspense
      fallback={pending ?? <div className="request-appointment__pending" aria-busy="true" />}
    >
      <RequestAppointmentForm {...props} />
    </Suspense>
  );
}
