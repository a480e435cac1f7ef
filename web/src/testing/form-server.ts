import type { InternalAxiosRequestConfig } from 'axios';
import { AxiosError, type AxiosResponse } from 'axios';
import type { Tariff } from '@/api/types';
import { api } from '@/lib/api';

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

export interface Reply {
  status?: number;
  data?: unknown;
  networkError?: boolean;
  /** Throw this instead of answering (an error that is not an HTTP failure). */
  throws?: unknown;
}

/**
 * A fake API for form tests: the content calls answer at once, each POST waits until the test
 * lets it through (`release`), so the "Sending..." state can be seen.
 */
export function formServer(options: { hold?: boolean; tariffList?: Tariff[] } = {}) {
  const original = api.defaults.adapter;
  const posts: InternalAxiosRequestConfig[] = [];
  const replies: Reply[] = [];
  const waiting: (() => void)[] = [];

  const answer = (config: InternalAxiosRequestConfig, reply: Reply): AxiosResponse => {
    if (reply.throws) throw reply.throws;
    if (reply.networkError) throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    const status = reply.status ?? 200;
    const response: AxiosResponse = {
      data: reply.data,
      status,
      statusText: String(status),
      headers: {},
      config,
    };
    if (status >= 400) {
      throw new AxiosError(
        `Request failed with status code ${status}`,
        'ERR_BAD_REQUEST',
        config,
        null,
        response,
      );
    }
    return response;
  };

  api.defaults.adapter = async (config) => {
    if (config.method === 'get') {
      if (config.url === 'Treatment/GetTariffDetails') {
        return answer(config, { data: { success: true, data: options.tariffList ?? tariffs } });
      }
      return answer(config, { data: { success: false, data: null } });
    }
    posts.push(config);
    if (options.hold) await new Promise<void>((resolve) => waiting.push(resolve));
    return answer(config, replies.shift() ?? { data: { message: 'Stored.' } });
  };

  return {
    posts,
    /** The answers to the next POSTs, in order (default: 200 {"message": "Stored."}). */
    reply(...next: Reply[]) {
      replies.push(...next);
    },
    /** Lets every held POST through. */
    release() {
      waiting.splice(0).forEach((resolve) => resolve());
    },
    body(index = 0): Record<string, unknown> {
      return JSON.parse(String(posts[index].data)) as Record<string, unknown>;
    },
    header(index: number, name: string): string | undefined {
      const value = posts[index].headers.get(name);
      return typeof value === 'string' ? value : undefined;
    },
    restore() {
      api.defaults.adapter = original;
    },
  };
}
