import type { Solution } from 'altcha/lib';
import type { ProofOfWorkChallenge } from '@/api/types';

/** Enough to spread the work on a phone's cores without crowding the page. */
const MAX_WORKERS = 4;

/** One worker for each core but one, which is left to the page (one where there is one core). */
function workerCount(cores: number | undefined): number {
  return Math.max(1, Math.min((cores || 2) - 1, MAX_WORKERS));
}

/**
 * Solves a challenge in Web Workers with the altcha package's PBKDF2 solver (the server issues
 * PBKDF2 challenges), so the page stays responsive. The solver is downloaded only now, with the
 * forms. Null where this browser cannot do it (no workers, or no SubtleCrypto outside HTTPS).
 */
export async function solveInBackground(challenge: ProofOfWorkChallenge): Promise<Solution | null> {
  if (typeof Worker === 'undefined' || !globalThis.crypto?.subtle) return null;
  const [{ solveChallengeWorkers }, { default: Pbkdf2Worker }] = await Promise.all([
    import('altcha/lib'),
    import('altcha/workers/pbkdf2?worker'),
  ]);
  return solveChallengeWorkers({
    challenge,
    concurrency: workerCount(navigator.hardwareConcurrency),
    createWorker: () => new Pbkdf2Worker(),
  });
}
