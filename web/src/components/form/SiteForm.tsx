import type { BaseSyntheticEvent, ReactNode } from 'react';
import type { SubmitResult } from '@/lib/forms';
import { RequiredNote } from './FormField';
import { Honeypot, type HoneypotProps } from './Honeypot';
import { ResultDialog } from './ResultDialog';

/** What the frame of a form needs from its sending state (see useFormSubmission). */
export interface SiteFormState {
  sending: boolean;
  onSubmit: (event?: BaseSyntheticEvent) => unknown;
  honeypot: HoneypotProps;
  result: SubmitResult | null;
  closeResult: () => void;
}

export interface SiteFormProps {
  /** The form's own class, beside "site-form". */
  className: string;
  form: SiteFormState;
  /** The buttons under the fields. */
  actions: ReactNode;
  /** The fields, laid out in the form grid. */
  children: ReactNode;
}

/**
 * A form of the site: the note on required fields, the fields in a grid, the honeypot, the
 * buttons, and the dialog that shows how the submit went.
 */
export function SiteForm({ className, form, actions, children }: SiteFormProps) {
  return (
    <>
      {/* POST: a form sent before the app has started (or without it) must not put what was
          typed into the address. */}
      <form
        className={`site-form ${className}`}
        method="post"
        noValidate
        aria-busy={form.sending}
        onSubmit={form.onSubmit}
      >
        <RequiredNote />
        <div className="form-grid">{children}</div>
        <Honeypot {...form.honeypot} />
        <div className="form-actions">{actions}</div>
      </form>
      <ResultDialog result={form.result} onClose={form.closeResult} />
    </>
  );
}
