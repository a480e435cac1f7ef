import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { onTestFinished } from 'vitest';
import type { ProofOfWorkChallenge } from '@/api/types';

/** The proof-of-work challenge the fake API hands every form as it is shown. */
export const challenge: ProofOfWorkChallenge = {
  parameters: {
    algorithm: 'PBKDF2/SHA-256',
    nonce: '00112233445566778899aabbccddeeff',
    salt: 'ffeeddccbbaa99887766554433221100',
    cost: 1000,
    keyLength: 32,
    keyPrefix: '0123456789abcdef0123456789abcdef',
    keySignature: 'a'.repeat(64),
    expiresAt: 1_900_000_000,
  },
  signature: 'b'.repeat(64),
};

/**
 * The fake API of the tests (MSW). The app's own axios instance sends its requests as in the
 * browser and this server answers them; a test adds the answers it needs with `server.use`,
 * and they are dropped after each test (src/testing/setup.ts). Only the forms' challenge is
 * answered in every test, since every form asks for one as it is shown.
 */
export const server = setupServer(
  http.get(apiUrl('Security/GetChallenge'), () => HttpResponse.json(challenge)),
);

/** The address of one API call as the app sends it: apiUrl('Treatment/GetTimings'). */
export function apiUrl(call: string): string {
  return `/api/${call}`;
}

/** The answer of a successful content call: `{ success: true, data }`. */
export function success(data: JsonBodyType) {
  return HttpResponse.json({ success: true, data });
}

/** The answer of an unsuccessful content call: `{ success: false, data: null }`. */
export function unsuccessful() {
  return HttpResponse.json({ success: false, data: null });
}

/** Answers every GET of `call` with `answer` for the rest of the test. */
export function answerGet(call: string, answer: () => Response | Promise<Response>) {
  server.use(http.get(apiUrl(call), answer));
}

/** Every request the app sends from now until the end of the test, in order. */
export function recordRequests(): Request[] {
  const requests: Request[] = [];
  const record = ({ request }: { request: Request }) => {
    requests.push(request);
  };
  server.events.on('request:start', record);
  onTestFinished(() => {
    server.events.removeListener('request:start', record);
  });
  return requests;
}

/** The path and query of a recorded request: { call: 'Treatment/GetTimings', query: { TimeId: '0' } }. */
export function callOf(request: Request): { call: string; query: Record<string, string> } {
  const url = new URL(request.url);
  return {
    call: url.pathname.replace(/^\/api\//, ''),
    query: Object.fromEntries(url.searchParams),
  };
}
