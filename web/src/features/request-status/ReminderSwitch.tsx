import { useId } from 'react';
import { Bell } from 'lucide-react';
import { copy } from './copy';

interface ReminderSwitchProps {
  on: boolean;
  /** The choice is on its way to the server: further changes wait for it. */
  busy: boolean;
  onChange: (on: boolean) => void;
}

/** The day-before reminder of a booked visit: a switch (a checkbox that says on and off). */
export function ReminderSwitch({ on, busy, onChange }: ReminderSwitchProps) {
  const id = useId();
  return (
    <div className="reminder-switch" aria-busy={busy || undefined}>
      <input
        id={`${id}-switch`}
        className="reminder-switch__input"
        type="checkbox"
        role="switch"
        checked={on}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          if (!busy) onChange(event.target.checked);
        }}
      />
      <label htmlFor={`${id}-switch`} className="reminder-switch__label">
        <Bell aria-hidden="true" size={18} />
        {copy.reminder}
      </label>
      <p id={`${id}-hint`} className="reminder-switch__hint">
        {copy.reminderHint}
      </p>
    </div>
  );
}
