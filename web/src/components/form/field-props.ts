import type { Control, FieldValues, Path } from 'react-hook-form';

/** What a field's frame shows around its control (see FormField). */
export interface FieldFrameProps {
  id: string;
  label: string;
  /** A line under the label that helps to fill the field in. */
  hint?: string;
  /** The message to show under the control (already filtered to touched fields). */
  error?: string;
  /** Spans both columns of the form grid. */
  wide?: boolean;
}

/** What every field of a form takes: its frame, and the form and name it belongs to. */
export interface BoundFieldProps<
  T extends FieldValues,
  N extends Path<T> = Path<T>,
> extends FieldFrameProps {
  control: Control<T>;
  name: N;
}

/** Parts a field's props into its frame's and the rest, which go to its control. */
export function splitFrameProps<P extends FieldFrameProps>({
  id,
  label,
  hint,
  error,
  wide,
  ...control
}: P): [FieldFrameProps, Omit<P, keyof FieldFrameProps>] {
  return [{ id, label, hint, error, wide }, control];
}

/** The attributes a field sets itself, which its caller may not pass. */
export type OwnAttributes = 'id' | 'name' | 'className' | 'onChange' | 'onBlur' | 'value' | 'ref';
