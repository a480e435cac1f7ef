import { staffDelete, staffGet, staffPost } from './client';
import type {
  AuthenticationResponseJSON,
  Passkey,
  RegistrationCeremony,
  RegistrationResponseJSON,
  SignInCeremony,
} from './types';

export function fetchPasskeys(): Promise<Passkey[]> {
  return staffGet<Passkey[]>('passkeys');
}

/** A fresh passkey check (good for 5 minutes), needed before adding or removing a passkey. */
export function checkOptions(): Promise<SignInCeremony> {
  return staffPost<SignInCeremony>('check/options');
}

export function check(ceremony: string, credential: AuthenticationResponseJSON): Promise<void> {
  return staffPost<unknown>('check', { ceremony, credential }).then(() => undefined);
}

export function passkeyOptions(): Promise<RegistrationCeremony> {
  return staffPost<RegistrationCeremony>('passkeys/options');
}

export function addPasskey(
  ceremony: string,
  credential: RegistrationResponseJSON,
  name: string,
): Promise<Passkey> {
  return staffPost<Passkey>('passkeys', { ceremony, credential, name });
}

export function removePasskey(id: number): Promise<void> {
  return staffDelete(`passkeys/${id}`);
}
