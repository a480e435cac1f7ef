import type { Control, FieldValues, Path } from 'react-hook-form';

/** What every field of a form takes: its id, label and message, and the form it belongs to. */
export interface BoundFieldProps<T extends FieldValues, N extends Path<T> = Path<T>> {
  id: string;
  label: string;
  /** The message to show under the control (already filtered to touched fields). */
  error?: string;
  control: Control<T>;
  name: N;
}

/** The attributes a field sets itself, which its caller may not pass. */
export type OwnAttributes = 'id' | 'name' | 'className' | 'onChange' | 'onBlur' | 'value' | 'ref';
