import { AxiosError, AxiosHeaders } from 'axios';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getChallenge } from '@/api/security';
import { apiUrl, challenge, recordRequests, server } from '@/testing/server';
import { isRefusedProofOfWork, solveProofOfWork } from './proof-of-work';
import { solveInBackground } from './proof-of-work-solver';

vi.mock('./proof-of-work-solver', () => ({ solveInBackground: vi.fn() }));

beforeEach(() => {
  vi.mocked(solveInBackground).mockReset();
});

const solution = { counter: 1234, derivedKey: 'ab'.repeat(32), time: 210 };

function answer(status: number, data: unknown): AxiosError {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError(`Request failed with status code ${status}`, 'ERR', config, null, {
    status,
    statusText: String(status),
    data,
    headers: {},
    config,
  });
}

describe('solveProofOfWork', () => {
  it("solves the server's challenge and gives it with its solution as base64 JSON", async () => {
    vi.mocked(solveInBackground).mockResolvedValue(solution);
    const requests = recordRequests();

    const sent = await solveProofOfWork(getChallenge);

    expect(requests.map((request) => new URL(request.url).pathname)).toEqual([
      '/api/Security/GetChallenge',
    ]);
    expect(solveInBackground).toHaveBeenCalledWith(challenge);
    expect(JSON.parse(atob(sent ?? ''))).toEqual({ challenge, solution });
  });

  it('gives none where this browser cannot solve it', async () => {
    vi.mocked(solveInBackground).mockResolvedValue(null);
    expect(await solveProofOfWork(getChallenge)).toBeUndefined();
  });

  it('gives none, with a warning, when the challenge cannot be fetched', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(http.get(apiUrl('Security/GetChallenge'), () => HttpResponse.error()));
    expect(await solveProofOfWork(getChallenge)).toBeUndefined();
    expect(warn).toHaveBeenCalledOnce();
    expect(solveInBackground).not.toHaveBeenCalled();
  });

  it('gives none when the answer is not a challenge', async () => {
    server.use(
      http.get(apiUrl('Security/GetChallenge'), () => HttpResponse.json({ success: false })),
    );
    expect(await solveProofOfWork(getChallenge)).toBeUndefined();
    expect(solveInBackground).not.toHaveBeenCalled();
  });
});

describe('isRefusedProofOfWork', () => {
  const refusal = {
    message:
      'Please wait a moment while your browser confirms you are not a robot, then send again.',
    errors: { altcha: "Your browser's confirmation that you are not a robot was already used." },
  };

  it('recognises the refusal of a solution, as JSON or as text', () => {
    expect(isRefusedProofOfWork(answer(422, refusal))).toBe(true);
    expect(isRefusedProofOfWork(answer(422, JSON.stringify(refusal)))).toBe(true);
  });

  it('leaves every other failure alone', () => {
    expect(
      isRefusedProofOfWork(answer(422, { message: 'x', errors: { subject: 'Too long.' } })),
    ).toBe(false);
    expect(isRefusedProofOfWork(answer(403, refusal))).toBe(false);
    expect(isRefusedProofOfWork(new Error('boom'))).toBe(false);
  });
});
