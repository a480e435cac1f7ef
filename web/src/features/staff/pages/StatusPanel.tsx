import { useId, useRef, useState, type FormEvent } from 'react';
import { failureMessage, statusOf } from '@/features/staff/api/errors';
import { moveRequest } from '@/features/staff/api/requests';
import type { RequestDetail, Status } from '@/features/staff/api/types';
import { Notice } from '@/features/staff/components/Notice';
import { StatusBadge } from '@/features/staff/components/StatusBadge';
import { moveLabel, statusLabel } from '@/features/staff/format/labels';
import { clinicDateTime, clinicToday } from '@/features/staff/format/time';
import { useAnnounce } from '@/features/staff/hooks/announcer-context';
import './StatusPanel.css';

interface StatusPanelProps {
  detail: RequestDetail;
  /** The request as the server has it after a move. */
  onMoved: (detail: RequestDetail) => void;
  /** The move was refused because the request changed meanwhile: load it again. */
  onStale: () => void;
}

/**
 * Where the request stands and the moves allowed from there, as buttons. Booked asks for the
 * date and time agreed with the patient (the clinic's time). A refused move (409: someone
 * moved it meanwhile) shows the server's message and the request is loaded again.
 */
export function StatusPanel({ detail, onMoved, onStale }: StatusPanelProps) {
  const announce = useAnnounce();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [booking, setBooking] = useState(false);
  const bookButton = useRef<HTMLButtonElement>(null);

  const move = async (to: Status, bookedFor?: string) => {
    setBusy(true);
    setError(null);
    try {
      const moved = await moveRequest(detail.reference, to, bookedFor);
      setBooking(false);
      onMoved(moved);
      announce(`Status changed to ${statusLabel(to)}.`);
    } catch (failure) {
      setError(failureMessage(failure));
      if (statusOf(failure) === 409) {
        setBooking(false);
        onStale();
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="staff-section status-panel" aria-labelledby="status-title">
      <h2 id="status-title">Status</h2>
      <p className="status-panel__now">
        <StatusBadge status={detail.status} />
        {detail.status === 'booked' && detail.bookedFor ? (
          <span> for {clinicDateTime(detail.bookedFor)}</span>
        ) : null}
      </p>
      <Notice tone="error">{error}</Notice>
      {detail.moves.length > 0 ? (
        <div className="staff-actions" role="group" aria-label="Move to">
          {detail.moves.map((to) => (
            <button
              key={to}
              ref={to === 'booked' ? bookButton : undefined}
              type="button"
              className={`btn btn--small ${to === 'spam' ? 'btn--outline' : 'btn--primary'}`}
              disabled={busy}
              aria-expanded={to === 'booked' ? booking : undefined}
              onClick={() => (to === 'booked' ? setBooking(true) : move(to))}
            >
              {moveLabel(detail.status, to)}
            </button>
          ))}
        </div>
      ) : (
        <p className="staff-muted">No move is allowed from here.</p>
      )}
      {booking ? (
        <BookingForm
          busy={busy}
          onBook={(bookedFor) => move('booked', bookedFor)}
          onCancel={() => {
            setBooking(false);
            bookButton.current?.focus();
          }}
        />
      ) : null}
    </section>
  );
}

function BookingForm({
  busy,
  onBook,
  onCancel,
}: {
  busy: boolean;
  onBook: (bookedFor: string) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!date || !time) {
      setError('Give the date and the time of the visit.');
      return;
    }
    setError(null);
    onBook(`${date}T${time}`);
  };

  return (
    <form className="booking-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="booking-form__title">
        Book the visit
      </h3>
      <p className="staff-field__hint">The clinic&apos;s time (New York).</p>
      <div className="booking-form__fields">
        <div className="staff-field">
          <label className="staff-field__label" htmlFor={`${id}-date`}>
            Date
          </label>
          <input
            id={`${id}-date`}
            className="staff-input"
            type="date"
            min={clinicToday()}
            value={date}
            onChange={(event) => setDate(event.target.value)}
            required
            autoFocus
            aria-invalid={error && !date ? true : undefined}
          />
        </div>
        <div className="staff-field">
          <label className="staff-field__label" htmlFor={`${id}-time`}>
            Time
          </label>
          <input
            id={`${id}-time`}
            className="staff-input"
            type="time"
            step={300}
            value={time}
            onChange={(event) => setTime(event.target.value)}
            required
            aria-invalid={error && !time ? true : undefined}
          />
        </div>
      </div>
      <Notice tone="error">{error}</Notice>
      <div className="staff-actions">
        <button type="submit" className="btn btn--primary btn--small" disabled={busy}>
          {busy ? 'Booking…' : 'Book'}
        </button>
        <button type="button" className="btn btn--outline btn--small" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
