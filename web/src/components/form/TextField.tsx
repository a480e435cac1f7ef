import type { ComponentPropsWithoutRef } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { BoundFieldProps, OwnAttributes } from './field-props';
import { FormField } from './FormField';

export type TextFieldProps<T extends FieldValues> = BoundFieldProps<T> &
  Omit<ComponentPropsWithoutRef<'input'>, OwnAttributes>;

/** A labelled one-line input (text, email, date) with its error message underneath. */
export function TextField<T extends FieldValues>({
  id,
  label,
  error,
  control,
  name,
  ...input
}: TextFieldProps<T>) {
  return (
    <FormField id={id} label={label} error={error}>
      {(controlProps) => (
        <input {...controlProps} {...control.register(name)} {...input} className="form-control" />
      )}
    </FormField>
  );
}
