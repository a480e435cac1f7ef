import { http, HttpResponse } from 'msw';
import { vi } from 'vitest';
import type { Tariff } from '@/api/types';
import { api } from '@/lib/api';
import { apiUrl, callOf, server, success, unsuccessful } from './server';

export const tariffs: Tariff[] = [
  {
    tariffID: 1,
    treatmentId: 101,
    treatmentName: 'TENS with Therapeutic Massage',
    treatmentPeriod: '45 minutes',
    charges: 75,
  },
  {
    tariffID: 2,
    treatmentId: 102,
    treatmentName: 'STIM Recovery Massage',
    treatmentPeriod: '60 minutes',
    charges: 95,
  },
];

/** How the server answers one POST. */
export interface Reply {
  status?: number;
  /** The body: an object is sent as JSON, a string as text. */
  data?: unknown;
  /** No answer at all: the network failed. */
  networkError?: boolean;
  /** A fault in the page itself, not in the HTTP call: the app's post throws this. */
  throws?: unknown;
}

/** One POST the form sent. */
export interface SentPost {
  /** The API call, e.g. 'Communication/SendEmail'. */
  call: string;
  body: Record<string, unknown>;
  headers: Headers;
}

function response({ status = 200, data, networkError }: Reply): Response {
  if (networkError) return HttpResponse.error();
  if (typeof data === 'string') return HttpResponse.text(data, { status });
  return HttpResponse.json(data ?? null, { status });
}

/**
 * The fake API of the form tests: the tariff list answers at once, every other GET is
 * unsuccessful, and each POST is recorded and answered from `reply` (default 200
 * {"message": "Stored."}). With `hold`, POSTs wait until the test calls `release`, so the
 * "Sending..." state can be seen.
 */
export function formServer(options: { hold?: boolean; tariffList?: Tariff[] } = {}) {
  const posts: SentPost[] = [];
  const replies: Reply[] = [];
  const waiting: (() => void)[] = [];

  server.use(
    http.get(apiUrl('Treatment/GetTariffDetails'), () => success(options.tariffList ?? tariffs)),
    http.get(apiUrl('*'), unsuccessful),
    http.post(apiUrl('*'), async ({ request }) => {
      const body = (await request.clone().json()) as Record<string, unknown>;
      posts.push({ call: callOf(request).call, body, headers: request.headers });
      if (options.hold) await new Promise<void>((resolve) => waiting.push(resolve));
      return response(replies.shift() ?? { data: { message: 'Stored.' } });
    }),
  );

  return {
    posts,
    /** The answers to the next POSTs, in order. */
    reply(...next: Reply[]) {
      for (const reply of next) {
        // A thrown fault never reaches the network, so it is raised where the app posts.
        if (reply.throws) vi.spyOn(api, 'post').mockRejectedValueOnce(reply.throws);
        else replies.push(reply);
      }
    },
    /** Lets every held POST through. */
    release() {
      waiting.splice(0).forEach((resolve) => resolve());
    },
    body(index = 0): Record<string, unknown> {
      return posts[index].body;
    },
    header(index: number, name: string): string | undefined {
      return posts[index].headers.get(name) ?? undefined;
    },
  };
}
