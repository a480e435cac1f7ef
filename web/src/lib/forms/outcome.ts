import { t } from '@lingui/core/macro';
import { isAxiosError } from 'axios';
import { errorBody } from '@/lib/api';

/** The copy of the result dialogs, word for word (including "Failed to sent email"). */
export const resultText = {
  successTitle: t`Success!`,
  errorTitle: t`Error!`,
  unexpected: t`An unexpected error occurred`,
  appointmentSent: t`Appointment booked successfully!`,
  appointmentFailed: t`Failed to submit appointment`,
  enquirySent: t`Enquiry sent successfully!`,
  enquiryFailed: t`Failed to sent email`,
};

/** What a failed submit tells the visitor: the dialog's message and any per-field messages. */
export interface SubmitFailure {
  message: string;
  fieldErrors: Record<string, string>;
  /** True when the error did not come from the HTTP call (a fault in the page itself). */
  unexpected: boolean;
}

/**
 * Reads a failed call: the server's `message` (else `fallback`) and its `errors` by field. An
 * error that did not come from the HTTP call at all is "An unexpected error occurred".
 */
export function describeFailure(error: unknown, fallback: string): SubmitFailure {
  if (!isAxiosError(error)) {
    return { message: resultText.unexpected, fieldErrors: {}, unexpected: true };
  }
  const body = errorBody(error.response?.data);
  const fieldErrors: Record<string, string> = {};
  if (body.errors && typeof body.errors === 'object') {
    for (const [field, message] of Object.entries(body.errors)) {
      if (typeof message === 'string' && message) fieldErrors[field] = message;
    }
  }
  const message = typeof body.message === 'string' && body.message.trim() ? body.message : '';
  return { message: message || fallback, fieldErrors, unexpected: false };
}
