import type { ComponentPropsWithoutRef } from 'react';
import { Controller, type FieldValues } from 'react-hook-form';
import type { BoundFieldProps, OwnAttributes } from './field-props';
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
  id,
  label,
  error,
  control,
  name,
  placeholder,
  options,
  ...select
}: SelectFieldProps<T>) {
  return (
    <FormField id={id} label={label} error={error}>
      {(controlProps) => (
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <select
              {...controlProps}
              ref={field.ref}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              {...select}
              className="form-control"
            >
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
