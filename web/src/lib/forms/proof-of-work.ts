import { isAxiosError } from 'axios';
import { useEffect, useMemo, useRef } from 'react';
import { useAfterLoad } from '@/hooks/use-after-load';
import { describeFailure } from './outcome';
import { solveInBackground } from './proof-of-work-solver';

/**
 * Fetches a fresh challenge from the server (the api layer's `getChallenge`), or null when the
 * answer is not one.
 */
export type FetchChallenge = () => Promise<Parameters<typeof solveInBackground>[0] | null>;

/**
 * A solution of a fresh challenge, as the forms send it in `altcha`: the challenge and its
 * solution as base64 JSON (ALTCHA v2). Undefined when none could be made; the form is sent
 * without one, and a server that requires one says so.
 */
export async function solveProofOfWork(
  fetchChallenge: FetchChallenge,
): Promise<string | undefined> {
  try {
    const challenge = await fetchChallenge();
    const solution = challenge && (await solveInBackground(challenge));
    return solution ? btoa(JSON.stringify({ challenge, solution })) : undefined;
  } catch (error) {
    console.warn('The proof of work could not be made', error);
    return undefined;
  }
}

/** True when the server refused the form's proof of work (expired, already used, missing). */
export function isRefusedProofOfWork(error: unknown): boolean {
  return (
    isAxiosError(error) &&
    error.response?.status === 422 &&
    describeFailure(error, '').fieldErrors.altcha !== undefined
  );
}

export interface ProofOfWork {
  /** The solution of this display's challenge; waits while it is being solved. */
  solution: () => Promise<string | undefined>;
  /** A solution of a new challenge, for when the server refused the last one. */
  renew: () => Promise<string | undefined>;
}

/**
 * The proof of work of one display of a form: a challenge fetched and solved in the background
 * once the page has loaded and the browser is idle, so the patient neither sees it nor, usually,
 * waits for it. Not sooner: its workers take the phone's cores for about a second, which the
 * page needs while it starts. A form sent before then starts it at once.
 */
export function useProofOfWork(fetchChallenge: FetchChallenge): ProofOfWork {
  const current = useRef<Promise<string | undefined> | null>(null);
  const pageStarted = useAfterLoad();

  useEffect(() => {
    if (pageStarted) current.current ??= solveProofOfWork(fetchChallenge);
  }, [pageStarted, fetchChallenge]);

  return useMemo(() => {
    const renew = () => (current.current = solveProofOfWork(fetchChallenge));
    return {
      renew,
      // One that could not be made (the network dropped, say) is tried again when it is needed.
      solution: async () =>
        (await (current.current ??= solveProofOfWork(fetchChallenge))) ?? renew(),
    };
  }, [fetchChallenge]);
}
