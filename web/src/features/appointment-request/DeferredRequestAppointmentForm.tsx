import { useRef } from 'react';
import { CallOrWrite } from '@/components/CallOrWrite';
import { useHydrated } from '@/hooks/use-hydrated';
import { useNearViewport } from '@/hooks/use-near-viewport';
import { LazyRequestAppointmentForm } from './LazyRequestAppointmentForm';
import type { RequestAppointmentFormProps } from './RequestAppointmentForm';
import './RequestAppointment.css';

/**
 * The Request Appointment form of a page's side panel: its code is fetched, and the form shown,
 * only once the panel comes near the screen, so a page does not load a form nobody scrolls to.
 * Until the form is there (and in a browser without JavaScript) the clinic's phone, email and
 * hours stand in its place, in the room it will take.
 */
export function DeferredRequestAppointmentForm(props: RequestAppointmentFormProps) {
  const reserve = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();
  const near = useNearViewport(reserve);
  const standIn = <CallOrWrite className="request-appointment__reserve" />;
  if (hydrated && near) return <LazyRequestAppointmentForm {...props} pending={standIn} />;
  return <div ref={reserve}>{standIn}</div>;
}
