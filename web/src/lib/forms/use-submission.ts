import { useCallback, useRef, useState } from 'react';
import { describeFailure, resultText } from './outcome';

export interface SubmitResult {
  kind: 'success' | 'error';
  title: string;
  message: string;
}

export interface SubmissionOptions<T> {
  /** Sends the values; resolves to the server's message (anything but text counts as none). */
  send: (values: T) => Promise<unknown>;
  /** Shown on success when the server gave no message. */
  successFallback: string;
  /** Shown on failure when the server gave no message. */
  failureFallback: string;
  /** The server's messages by payload field (a 422 answer). */
  onFieldErrors?: (errors: Record<string, string>) => void;
}

/**
 * The sending state of a form: idle, sending, then a success or error result for the dialog.
 * A second submit while one is on its way is ignored.
 */
export function useSubmission<T>({
  send,
  successFallback,
  failureFallback,
  onFieldErrors,
}: SubmissionOptions<T>) {
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<SubmitResult | null>(null);
  const busy = useRef(false);

  const submit = useCallback(
    async (values: T) => {
      if (busy.current) return;
      busy.current = true;
      setSending(true);
      try {
        const message = await send(values);
        setResult({
          kind: 'success',
          title: resultText.successTitle,
          message: (typeof message === 'string' ? message.trim() : '') || successFallback,
        });
      } catch (error) {
        const failure = describeFailure(error, failureFallback);
        if (failure.unexpected) {
          console.error('Unexpected error while sending the form', error);
        }
        if (Object.keys(failure.fieldErrors).length > 0) onFieldErrors?.(failure.fieldErrors);
        setResult({ kind: 'error', title: resultText.errorTitle, message: failure.message });
      } finally {
        busy.current = false;
        setSending(false);
      }
    },
    [send, successFallback, failureFallback, onFieldErrors],
  );

  const clearResult = useCallback(() => setResult(null), []);

  return { sending, result, submit, clearResult };
}
