import type { ComponentPropsWithoutRef } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { BoundFieldProps, OwnAttributes } from './field-props';
import { FormField } from './FormField';

export type TextAreaFieldProps<T extends FieldValues> = BoundFieldProps<T> &
  Omit<ComponentPropsWithoutRef<'textarea'>, OwnAttributes> & {
    /** Spans both columns of the form grid. */
    wide?: boolean;
  };

/** A labelled text area for a longer message, with its error message underneath. */
export function TextAreaField<T extends FieldValues>({
  id,
  label,
  error,
  control,
  name,
  wide,
  ...textarea
}: TextAreaFieldProps<T>) {
  return (
    <FormField id={id} label={label} error={error} wide={wide}>
      {(controlProps) => (
        <textarea
          {...controlProps}
          {...control.register(name)}
          {...textarea}
          className="form-control"
        />
      )}
    </FormField>
  );
}
