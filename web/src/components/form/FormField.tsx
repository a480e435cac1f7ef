import type { ReactNode } from 'react';
import { CircleAlert } from 'lucide-react';

/** The attributes a field's control takes so that its label and error describe it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
  'aria-required': boolean | undefined;
}

export interface FormFieldProps {
  id: string;
  label: string;
  /** The message to show under the control (already filtered to touched fields). */
  error?: string;
  required?: boolean;
  /** Spans both columns of the form grid. */
  wide?: boolean;
  children: (control: FieldControlProps) => ReactNode;
}

/** A labelled control with its error message underneath, in words and colour. */
export function FormField({
  id,
  label,
  error,
  required = true,
  wide = false,
  children,
}: FormFieldProps) {
  const errorId = `${id}-error`;
  const classes = ['form-field'];
  if (wide) classes.push('form-field--wide');
  if (error) classes.push('form-field--invalid');
  return (
    <div className={classes.join(' ')}>
      <label htmlFor={id} className="form-field__label">
        {label}
        {required && (
          <span className="form-field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
        'aria-required': required || undefined,
      })}
      {error && (
        <p id={errorId} className="form-field__error">
          <CircleAlert aria-hidden="true" size={16} />
          <span>{error}</span>
        </p>
      )}
    </div>
  );
}

/** The line above a form that explains the asterisk. */
export function RequiredNote() {
  return (
    <p className="form-note">
      Fields marked <span aria-hidden="true">*</span>
      <span className="visually-hidden">with an asterisk</span> are required.
    </p>
  );
}
