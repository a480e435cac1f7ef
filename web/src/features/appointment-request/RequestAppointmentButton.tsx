import { useState, type ReactNode } from 'react';
import type { PreselectedTreatment } from './appointment-payload';
import { RequestAppointmentModal } from './RequestAppointmentModal';

export interface RequestAppointmentButtonProps {
  children: ReactNode;
  className?: string;
  /** A service to fix in the form. */
  treatment?: PreselectedTreatment | null;
  /** Opens a static modal (no close on Escape or a backdrop click). */
  static?: boolean;
}

/** A button that opens the Request Appointment modal. */
export function RequestAppointmentButton({
  children,
  className,
  treatment,
  static: isStatic = false,
}: RequestAppointmentButtonProps) {
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
      <RequestAppointmentModal
        open={open}
        onClose={() => setOpen(false)}
        treatment={treatment}
        static={isStatic}
      />
    </>
  );
}
