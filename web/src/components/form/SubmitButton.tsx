import type { ReactNode } from 'react';
import { LoaderCircle } from 'lucide-react';

export interface SubmitButtonProps {
  sending: boolean;
  /** The form cannot be sent as it is (some field is wrong or empty). */
  disabled: boolean;
  /** The label while idle. */
  children: ReactNode;
  /** The label while sending ("Sending..." or "Sending"). */
  sendingLabel: string;
  /** Shows a spinner beside the sending label. */
  spinner?: boolean;
  className?: string;
}

/**
 * A form's submit button. While the form is invalid or sending it is announced and drawn as
 * disabled (`aria-disabled`), yet it stays in the tab order and a press still submits: the
 * form then shows every field's message and sends nothing, and a form already on its way is not
 * sent again (useFormSubmission sees to both).
 */
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
      <button type="submit" className={className} aria-disabled={disabled || sending}>
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
