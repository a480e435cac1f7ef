import { useEffect, useState } from 'react';
import { Clock } from 'lucide-react';
import { loadTimings, type TimingsByType } from '@/api/timings';
import { WorkingHoursPopup } from './WorkingHoursPopup';
import './WorkingHours.css';

/** The header's Working Hours button and its popup; the hours load with the header. */
export function WorkingHoursButton({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const [timings, setTimings] = useState<TimingsByType>({ physical: [], massage: [] });

  useEffect(() => {
    let active = true;
    void loadTimings().then((result) => {
      if (active) setTimings(result);
    });
    return () => {
      active = false;
    };
  }, []);

  return (
    <>
      <button
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
