import { useRef } from 'react';
import { useHydrated } from '@/hooks/use-hydrated';
import { useNearViewport } from '@/hooks/use-near-viewport';
import { LazyRequestAppointmentForm } from './LazyRequestAppointmentForm';
import type { RequestAppointmentFormProps } from './RequestAppointmentForm';
import './RequestAppointment.css';

/**
 * The Request Appointment form of a page's side panel: its code is fetched, and the form shown,
 * only once the panel comes near the screen, so a page does not load a form nobody scrolls to.
 * The server sends the place it will take.
 */
export function DeferredRequestAppointmentForm(props: RequestAppointmentFormProps) {
  const reserve = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();
  const near = useNearViewport(reserve);
  if (hydrated && near) return <LazyRequestAppointmentForm {...props} />;
  return (
    <div ref={reserve} className="request-appointment__reserve">
      <p className="request-appointment__loading">Loading the form…</p>
    </div>
  );
}
