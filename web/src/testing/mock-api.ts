import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { AxiosError } from 'axios';
import { api } from '@/lib/api';

export interface MockReply {
  status?: number;
  data?: unknown;
  /** Fail as a network error (no answer at all). */
  networkError?: boolean;
}

export type MockHandler = (config: InternalAxiosRequestConfig) => MockReply;

/**
 * Answers the app's axios instance from `handler` instead of the network, and records every
 * request it was asked for. Returns the recorded requests and a function that restores the
 * real adapter.
 */
export function mockApi(handler: MockHandler) {
  const original = api.defaults.adapter;
  const requests: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    requests.push(config);
    const reply = handler(config);
    if (reply.networkError) {
      throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    }
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
        AxiosError.ERR_BAD_RESPONSE,
        config,
        null,
        response,
      );
    }
    return response;
  };
  api.defaults.adapter = adapter;
  return {
    requests,
    restore: () => {
      api.defaults.adapter = original;
    },
  };
}
