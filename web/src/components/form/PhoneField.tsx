import { Controller, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import type { BoundFieldProps, OwnAttributes } from './field-props';
import { FormField } from './FormField';
import { PhoneInput, type PhoneInputProps } from './PhoneInput';

export type PhoneFieldProps<T extends FieldValues> = BoundFieldProps<
  T,
  FieldPathByValue<T, string>
> &
  Omit<PhoneInputProps, OwnAttributes>;

/** A labelled phone number input that formats as it is typed: "(123) 456-7890". */
export function PhoneField<T extends FieldValues>({
  id,
  label,
  error,
  control,
  name,
  ...input
}: PhoneFieldProps<T>) {
  return (
    <FormField id={id} label={label} error={error}>
      {(controlProps) => (
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <PhoneInput
              {...controlProps}
              ref={field.ref}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              autoComplete="tel-national"
              placeholder="(123) 456-7890"
              {...input}
              className="form-control"
            />
          )}
        />
      )}
    </FormField>
  );
}
