/**
 * The passkey ceremonies: the server's options, the browser's WebAuthn call
 * (@simplewebauthn/browser), the server's verdict. Only one WebAuthn call is pending at a time:
 * starting one aborts the one before (the library's abort service), so the sign-in button
 * still works while the passkey autofill waits.
 */
import {
  browserSupportsWebAuthnAutofill,
  startAuthentication,
  startRegistration,
  WebAuthnAbortService,
} from '@simplewebauthn/browser';
import { reasonOf, statusOf } from '@/features/staff/api/errors';
import { check, checkOptions } from '@/features/staff/api/passkeys';
import { signIn, signInOptions } from '@/features/staff/api/session';
import type {
  Me,
  RegistrationCeremony,
  RegistrationResponseJSON,
} from '@/features/staff/api/types';

/** Counts the sign-ins started by the button, so an autofill that was slower stands aside. */
let buttonSignIns = 0;

/** Signs in with a passkey the person picks in the browser's dialog (no name typed). */
export async function signInWithPasskey(): Promise<Me> {
  buttonSignIns += 1;
  const { ceremony, options } = await signInOptions();
  const credential = await startAuthentication({ optionsJSON: options });
  return signIn(ceremony, credential);
}

/** Whether this browser offers passkeys in a field's autofill (conditional mediation). */
export function autofillAvailable(): Promise<boolean> {
  return browserSupportsWebAuthnAutofill().catch(() => false);
}

/**
 * Waits for a passkey picked from the autofill of the `username webauthn` field, then signs
 * in. Resolves null when it stood aside: the button was pressed first, or `stillWanted` said no.
 */
export async function signInWithAutofill(stillWanted: () => boolean): Promise<Me | null> {
  const before = buttonSignIns;
  const { ceremony, options } = await signInOptions();
  if (before !== buttonSignIns || !stillWanted()) return null;
  const credential = await startAuthentication({ optionsJSON: options, useBrowserAutofill: true });
  return signIn(ceremony, credential);
}

/** Ends whatever WebAuthn call is pending (a page that leaves stops its autofill). */
export function cancelPendingCeremony(): void {
  WebAuthnAbortService.cancelCeremony();
}

/** Creates a passkey from the server's registration options. */
export function createCredential(
  registration: RegistrationCeremony,
): Promise<RegistrationResponseJSON> {
  return startRegistration({ optionsJSON: registration.options });
}

/** A fresh passkey check: the server then allows adding or removing a passkey for 5 minutes. */
export async function confirmWithPasskey(): Promise<void> {
  const { ceremony, options } = await checkOptions();
  const credential = await startAuthentication({ optionsJSON: options });
  await check(ceremony, credential);
}

/**
 * Runs `action`; when the server first wants a fresh passkey check (403, reason "check"), does
 * the check and runs it once more.
 */
export async function withFreshCheck<T>(action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    if (statusOf(error) !== 403 || reasonOf(error) !== 'check') throw error;
    await confirmWithPasskey();
    return action();
  }
}
