import { solveChallengeWorkers } from 'altcha/lib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { challenge } from '@/testing/server';
import { solveInBackground } from './proof-of-work-solver';

vi.mock('altcha/lib', () => ({ solveChallengeWorkers: vi.fn() }));
vi.mock('altcha/workers/pbkdf2?worker', () => ({ default: vi.fn() }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(solveChallengeWorkers).mockReset();
});

/** The workers `solveInBackground` asks for on a device with this many cores. */
async function workersOn(cores: number | undefined): Promise<number> {
  vi.stubGlobal('Worker', vi.fn()); // a browser with workers
  vi.stubGlobal('navigator', { ...navigator, hardwareConcurrency: cores });
  vi.mocked(solveChallengeWorkers).mockResolvedValue(null);
  await solveInBackground(challenge);
  const [[options]] = vi.mocked(solveChallengeWorkers).mock.calls;
  vi.mocked(solveChallengeWorkers).mockReset();
  return options.concurrency ?? 1;
}

describe('solveInBackground', () => {
  it('spreads the work over every core but one, which is left to the page, and at most 4', async () => {
    expect(await workersOn(2)).toBe(1);
    expect(await workersOn(4)).toBe(3);
    expect(await workersOn(8)).toBe(4);
  });

  it('uses one worker on a single core, or where the browser does not say', async () => {
    expect(await workersOn(1)).toBe(1);
    expect(await workersOn(undefined)).toBe(1);
  });
});
