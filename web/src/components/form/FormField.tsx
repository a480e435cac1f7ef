import { t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { CircleAlert } from 'lucide-react';
import type { FieldFrameProps } from './field-props';

/** The attributes a field's control takes so that its label, hint and error describe it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
  'aria-required': boolean | undefined;
}

export interface FormFieldProps extends FieldFrameProps {
  required?: boolean;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * The frame of every field: its label, its hint, its control and, underneath, its error
 * message in words and colour; the control is named by the label and described by the hint
 * and the message.
 */
export function FormField({
  id,
  label,
  hint,
  error,
  required = true,
  wide = false,
  children,
}: FormFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ');
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
      {hint && (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      )}
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
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
      {t`Fields marked`} <span aria-hidden="true">*</span>
      <span className="visually-hidden">{t`with an asterisk`}</span> {t`are required.`}
    </p>
  );
}
