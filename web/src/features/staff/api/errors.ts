import axios from 'axios';
import { WebAuthnError } from '@simplewebauthn/browser';
import { errorBody } from '@/lib/api';

export const CANCELLED_MESSAGE = 'The passkey request was cancelled or timed out. Try again.';
export const UNREACHABLE_MESSAGE =
  'The server could not be reached. Check the connection and try again.';
export const BROKEN_MESSAGE = 'Something went wrong on our side. Try again in a moment.';

/** The HTTP status of a failed call, if the server answered. */
export function statusOf(error: unknown): number | undefined {
  return axios.isAxiosError(error) ? error.response?.status : undefined;
}

/** The `reason` of a refusal (`check` when a fresh passkey check is needed first). */
export function reasonOf(error: unknown): string | undefined {
  return axios.isAxiosError(error) ? errorBody(error.response?.data).reason : undefined;
}

function nameOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { name } = error as { name?: unknown };
  return typeof name === 'string' ? name : undefined;
}

/** The browser's WebAuthn call was cancelled, timed out or refused by the person. */
export function isCancelled(error: unknown): boolean {
  const cause = error instanceof WebAuthnError ? nameOf(error.cause) : undefined;
  return nameOf(error) === 'NotAllowedError' || cause === 'NotAllowedError';
}

/** A pending ceremony aborted for a newer one (the passkey autofill when the button is used). */
export function isAborted(error: unknown): boolean {
  if (error instanceof WebAuthnError) return error.code === 'ERROR_CEREMONY_ABORTED';
  return nameOf(error) === 'AbortError';
}

/** What to tell the person about a failure: the server's own message where it gave one. */
export function failureMessage(error: unknown): string {
  if (isCancelled(error)) return CANCELLED_MESSAGE;
  if (axios.isAxiosError(error)) {
    if (!error.response) return UNREACHABLE_MESSAGE;
    const { message } = errorBody(error.response.data);
    if (message) {
      const wait = Number(error.response.headers['retry-after']);
      const waitNote =
        error.response.status === 429 && wait > 0 && !/\d/.test(message)
          ? ` Try again in ${Math.ceil(wait / 60)} min.`
          : '';
      return message + waitNote;
    }
    if (error.response.status === 403) return 'You may not do that.';
    if (error.response.status === 404) return 'That was not found.';
    return BROKEN_MESSAGE;
  }
  if (
    error instanceof WebAuthnError &&
    error.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED'
  ) {
    return 'This device already holds a passkey of yours: sign in with it, or use another device.';
  }
  if (
    error instanceof WebAuthnError ||
    (error instanceof Error && /WebAuthn/i.test(error.message))
  ) {
    return 'This browser could not use a passkey here. Try another browser or device.';
  }
  return BROKEN_MESSAGE;
}
