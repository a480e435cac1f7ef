/** What the tests' stand-in for the browser's WebAuthn gives back (never checked by anyone). */
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/browser';

export const assertion: AuthenticationResponseJSON = {
  id: 'cred-1',
  rawId: 'cred-1',
  response: { authenticatorData: 'AA', clientDataJSON: 'AA', signature: 'AA' },
  type: 'public-key',
  clientExtensionResults: {},
};

export const attestation: RegistrationResponseJSON = {
  id: 'cred-2',
  rawId: 'cred-2',
  response: { attestationObject: 'AA', clientDataJSON: 'AA', transports: ['internal'] },
  type: 'public-key',
  clientExtensionResults: {},
};

export const requestOptions = {
  challenge: 'Y2hhbGxlbmdl',
  rpId: 'localhost',
  userVerification: 'required',
};

export const creationOptions = {
  challenge: 'Y2hhbGxlbmdl',
  rp: { name: 'Mill Pond', id: 'localhost' },
  user: { id: 'dXNlcg', name: 'bea@clinic.example', displayName: 'Bea' },
  pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
};

/** A browser's refusal: the person cancelled, or the dialog timed out. */
export function cancelled(): Error {
  const error = new Error('The operation either timed out or was not allowed.');
  error.name = 'NotAllowedError';
  return error;
}
