import { useState, type ReactNode } from 'react';
import { RequestAppointmentModal } from './RequestAppointmentModal';

export interface RequestAppointmentButtonProps {
  children: ReactNode;
  className?: string;
}

/** A button that opens the Request Appointment modal. */
export function RequestAppointmentButton({ children, className }: RequestAppointmentButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {children}
      </button>
      <RequestAppointmentModal open={open} onClose={() => setOpen(false)} />
    </>
  );
}
