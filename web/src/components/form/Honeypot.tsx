import type { UseFormRegisterReturn } from 'react-hook-form';

export interface HoneypotProps {
  id: string;
  /** The registration of the form's `website` field. */
  registration: UseFormRegisterReturn;
}

/**
 * A field named `website` that people never see, reach or hear (off-screen, aria-hidden, out of
 * the tab order, no autofill); only form-filling robots put something in it.
 */
export function Honeypot({ id, registration }: HoneypotProps) {
  return (
    <div className="form-honeypot" aria-hidden="true">
      <label htmlFor={id}>Website</label>
      <input id={id} type="text" tabIndex={-1} autoComplete="off" {...registration} />
    </div>
  );
}
