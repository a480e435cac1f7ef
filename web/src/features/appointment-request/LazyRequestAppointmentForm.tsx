import { lazy, Suspense } from 'react';
import type { RequestAppointmentFormProps } from './RequestAppointmentForm';
import './RequestAppointment.css';

const RequestAppointmentForm = lazy(() =>
  import('./RequestAppointmentForm').then((module) => ({
    default: module.RequestAppointmentForm,
  })),
);

/**
 * The Request Appointment form, fetched when it is first shown: pages that show it only in a
 * modal or lower down do not make every visitor download the form's code up front.
 */
export function LazyRequestAppointmentForm(props: RequestAppointmentFormProps) {
  return (
    <Suspense
      fallback={
        <p className="request-appointment__loading" role="status">
          Loading the form…
        </p>
      }
    >
      <RequestAppointmentForm {...props} />
    </Suspense>
  );
}
