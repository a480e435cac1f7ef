import { useState } from 'react';
import { useEarlyTap } from '@/lib/early-taps';
import { Clock } from 'lucide-react';
import type { TimingsByType } from '@/api/timings';
import { useWorkingHours } from './use-working-hours';
import { WorkingHoursPopup } from './WorkingHoursPopup';
import './WorkingHours.css';

/** Until the hours arrive the popup says they are not available. */
const NO_HOURS: TimingsByType = { physical: [], massage: [] };

/** The header's Working Hours button and its popup; the hours load with the header. */
export function WorkingHoursButton({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const timings = useWorkingHours() ?? NO_HOURS;
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
        <Clock aria-hidden="true" size={18} />
        <span>
          <span className="working-hours-button__long">Working</span> Hours
        </span>
      </button>
      <WorkingHoursPopup open={open} onClose={() => setOpen(false)} timings={timings} />
    </>
  );
}
