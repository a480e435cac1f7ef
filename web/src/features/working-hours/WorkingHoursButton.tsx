import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { useEarlyTap } from '@/lib/early-taps';
import { Clock } from 'lucide-react';
import type { TimingsByType } from '@/api/timings';
import { useWorkingHours } from './use-working-hours';
import { WorkingHoursPopup } from './WorkingHoursPopup';
import './WorkingHours.css';

/**
 * The button's words: all of them on wide screens, only the short one on small screens (the
 * rest stays for screen readers). "Working Hours" in English, "Horario de atención" in Spanish,
 * whose short word comes first.
 */
function ButtonLabel() {
  const short = t({ message: 'Hours', comment: 'The Working Hours button on small screens' });
  const full = t({
    message: `Working ${short}`,
    comment: '{short} is the word shown alone on small screens ("Hours")',
  });
  const at = full.indexOf(short);
  if (at < 0) return <span>{full}</span>;
  const before = full.slice(0, at).trim();
  const after = full.slice(at + short.length).trim();
  return (
    <span>
      {before && <span className="working-hours-button__long">{before}</span>}
      {before ? ` ${short}` : short}
      {after && <span className="working-hours-button__long"> {after}</span>}
    </span>
  );
}

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
        <ButtonLabel />
      </button>
      <WorkingHoursPopup open={open} onClose={() => setOpen(false)} timings={timings} />
    </>
  );
}
