import { client } from './client';
import type { ProofOfWorkChallenge } from './types';

function isChallenge(data: unknown): data is ProofOfWorkChallenge {
  const challenge = data as Partial<ProofOfWorkChallenge> | null;
  return typeof challenge?.signature === 'string' && typeof challenge.parameters === 'object';
}

/**
 * GET Security/GetChallenge: a fresh proof-of-work challenge for one submit of a form, or null
 * when the answer is not one.
 */
export async function getChallenge(): Promise<ProofOfWorkChallenge | null> {
  const response = await (await client()).get<unknown>('Security/GetChallenge');
  return isChallenge(response.data) ? response.data : null;
}
