import type { ReactNode } from 'react';
import { LoaderCircle } from 'lucide-react';

export interface SubmitButtonProps {
  sending: boolean;
  disabled: boolean;
  /** The label while idle. */
  children: ReactNode;
  /** The label while sending ("Sending..." or "Sending"). */
  sendingLabel: string;
  /** Shows a spinner beside the sending label. */
  spinner?: boolean;
  className?: string;
}

/** A form's submit button: disabled while the form is invalid or sending. */
export function SubmitButton({
  sending,
  disabled,
  children,
  sendingLabel,
  spinner = false,
  className = 'btn btn--accent',
}: SubmitButtonProps) {
  return (
    <>
      <button type="submit" className={className} disabled={disabled || sending}>
        {sending ? (
          <>
            {spinner && <LoaderCircle aria-hidden="true" size={18} className="form-spinner" />}
            {sendingLabel}
          </>
        ) : (
          children
        )}
      </button>
      <span className="visually-hidden" role="status">
        {sending ? sendingLabel : ''}
      </span>
    </>
  );
}
