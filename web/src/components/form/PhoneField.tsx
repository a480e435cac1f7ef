import { Controller, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { splitFrameProps, type BoundFieldProps, type OwnAttributes } from './field-props';
import { FormField } from './FormField';
import { PhoneInput, type PhoneInputProps } from './PhoneInput';

export type PhoneFieldProps<T extends FieldValues> = BoundFieldProps<
  T,
  FieldPathByValue<T, string>
> &
  Omit<PhoneInputProps, OwnAttributes>;

/** A labelled phone number input that formats as it is typed: "(123) 456-7890". */
export function PhoneField<T extends FieldValues>({ control, name, ...props }: PhoneFieldProps<T>) {
  const [frame, input] = splitFrameProps(props);
  return (
    <FormField {...frame}>
      {(aria) => (
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <PhoneInput
              {...aria}
              {...field}
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
