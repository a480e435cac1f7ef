import type { ComponentPropsWithoutRef } from 'react';
import type { FieldValues } from 'react-hook-form';
import { splitFrameProps, type BoundFieldProps, type OwnAttributes } from './field-props';
import { FormField } from './FormField';

export type TextAreaFieldProps<T extends FieldValues> = BoundFieldProps<T> &
  Omit<ComponentPropsWithoutRef<'textarea'>, OwnAttributes>;

/** A labelled text area for a longer message, with its error message underneath. */
export function TextAreaField<T extends FieldValues>({
  control,
  name,
  ...props
}: TextAreaFieldProps<T>) {
  const [frame, textarea] = splitFrameProps(props);
  return (
    <FormField {...frame}>
      {(aria) => (
        <textarea {...aria} {...control.register(name)} {...textarea} className="form-control" />
      )}
    </FormField>
  );
}
