import type { ComponentPropsWithoutRef } from 'react';
import type { FieldValues } from 'react-hook-form';
import { splitFrameProps, type BoundFieldProps, type OwnAttributes } from './field-props';
import { FormField } from './FormField';

export type TextFieldProps<T extends FieldValues> = BoundFieldProps<T> &
  Omit<ComponentPropsWithoutRef<'input'>, OwnAttributes>;

/** A labelled one-line input (text, email, date) with its error message underneath. */
export function TextField<T extends FieldValues>({ control, name, ...props }: TextFieldProps<T>) {
  const [frame, input] = splitFrameProps(props);
  return (
    <FormField {...frame}>
      {(aria) => (
        <input {...aria} {...control.register(name)} {...input} className="form-control" />
      )}
    </FormField>
  );
}
