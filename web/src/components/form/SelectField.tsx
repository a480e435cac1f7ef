import type { ComponentPropsWithoutRef } from 'react';
import { Controller, type FieldValues } from 'react-hook-form';
import { splitFrameProps, type BoundFieldProps, type OwnAttributes } from './field-props';
import { FormField } from './FormField';

export interface SelectOption {
  value: string;
  label: string;
}

export type SelectFieldProps<T extends FieldValues> = BoundFieldProps<T> &
  Omit<ComponentPropsWithoutRef<'select'>, OwnAttributes | 'children'> & {
    /** The first, disabled option that asks for a choice ("Select Service"). */
    placeholder: string;
    options: readonly SelectOption[];
  };

/**
 * A labelled choice from a fixed list, with its error message underneath. Its value is held
 * by the form, so a select disabled to fix the choice still sends it.
 */
export function SelectField<T extends FieldValues>({
  control,
  name,
  placeholder,
  options,
  ...props
}: SelectFieldProps<T>) {
  const [frame, select] = splitFrameProps(props);
  return (
    <FormField {...frame}>
      {(aria) => (
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <select {...aria} {...field} {...select} className="form-control">
              <option value="" disabled>
                {placeholder}
              </option>
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        />
      )}
    </FormField>
  );
}
