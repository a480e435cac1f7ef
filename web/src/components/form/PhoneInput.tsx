import {
  useCallback,
  useLayoutEffect,
  useRef,
  type ComponentPropsWithoutRef,
  type Ref,
} from 'react';
import { caretAfterDigits, formatPhone, phoneDigits } from '@/lib/forms';

export interface PhoneInputProps extends Omit<
  ComponentPropsWithoutRef<'input'>,
  'value' | 'onChange' | 'type'
> {
  value: string;
  onChange: (value: string) => void;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A phone number input that formats as it is typed: "(123) 456-7890", digits only, at most
 * ten; the caret stays after the digit just typed or removed.
 */
export function PhoneInput({ value, onChange, ref, ...rest }: PhoneInputProps) {
  const input = useRef<HTMLInputElement | null>(null);
  const caret = useRef<number | null>(null);

  useLayoutEffect(() => {
    const element = input.current;
    if (caret.current === null || !element || element !== document.activeElement) return;
    element.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  }, [value]);

  const setRefs = useCallback(
    (element: HTMLInputElement | null) => {
      input.current = element;
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    },
    [ref],
  );

  return (
    <input
      {...rest}
      ref={setRefs}
      type="tel"
      inputMode="tel"
      value={value}
      onChange={(event) => {
        const raw = event.target.value;
        const position = event.target.selectionStart ?? raw.length;
        const kind = (event.nativeEvent as InputEvent).inputType ?? '';
        const removedSeparatorOnly =
          raw.length < value.length && phoneDigits(raw) === phoneDigits(value);
        if (removedSeparatorOnly && kind.startsWith('delete')) {
          // Deleting a bracket, space or dash alone would be undone by the formatting:
          // remove the digit next to it instead.
          const digits = phoneDigits(raw);
          const before = phoneDigits(raw.slice(0, position)).length;
          const at = kind === 'deleteContentForward' ? before : before - 1;
          if (at >= 0 && at < digits.length) {
            const formatted = formatPhone(digits.slice(0, at) + digits.slice(at + 1));
            caret.current = caretAfterDigits(formatted, at);
            onChange(formatted);
            return;
          }
        }
        const digitsBefore = phoneDigits(raw.slice(0, position)).length;
        const formatted = formatPhone(raw);
        caret.current =
          position >= raw.length ? formatted.length : caretAfterDigits(formatted, digitsBefore);
        onChange(formatted);
      }}
    />
  );
}
