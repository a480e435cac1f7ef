import { useState, type ReactNode } from 'react';
import { useEarlyTap } from '@/lib/early-taps';
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

/** A button that opens the Request Appointment modal, also when tapped before the app started. */
export function RequestAppointmentButton({
  children,
  className,
  treatment,
  static: isStatic = false,
}: RequestAppointmentButtonProps) {
  const [open, setOpen] = useState(false);
  const earlyTap = useEarlyTap<HTMLButtonElement>(() => setOpen(true));
  return (
    <>
      <button
        {...earlyTap}
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
