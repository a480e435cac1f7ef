import { staffGet, staffPost } from './client';
import type {
  AuthenticationResponseJSON,
  Invitation,
  Me,
  RegistrationCeremony,
  RegistrationResponseJSON,
  SignInCeremony,
} from './types';

const noSession = { session: false };

/** Who is signed in; 401 when nobody is. */
export function fetchMe(): Promise<Me> {
  return staffGet<Me>('me', undefined, noSession);
}

export function signInOptions(): Promise<SignInCeremony> {
  return staffPost<SignInCeremony>('sign-in/options', {}, noSession);
}

export function signIn(ceremony: string, credential: AuthenticationResponseJSON): Promise<Me> {
  return staffPost<Me>('sign-in', { ceremony, credential }, noSession);
}

export function signOut(): Promise<void> {
  return staffPost<unknown>('sign-out', {}, noSession).then(() => undefined);
}

export function fetchInvitation(token: string): Promise<Invitation> {
  return staffPost<Invitation>('invitation', { token }, noSession);
}

export function invitationOptions(token: string): Promise<RegistrationCeremony> {
  return staffPost<RegistrationCeremony>('invitation/options', { token }, noSession);
}

export function acceptInvitation(
  token: string,
  ceremony: string,
  credential: RegistrationResponseJSON,
  name: string,
): Promise<Me> {
  return staffPost<Me>('invitation/accept', { token, ceremony, credential, name }, noSession);
}
