import axios, { type InternalAxiosRequestConfig } from 'axios';
import type { ApiErrorBody } from '@/api/types';

/**
 * The one HTTP client of the app. Every call is relative to /api/ on the site's own origin;
 * on non-GET requests axios copies the XSRF-TOKEN cookie into the X-XSRF-TOKEN header.
 */
export const api = axios.create({
  baseURL: '/api/',
  timeout: 20000,
  xsrfCookieName: 'XSRF-TOKEN',
  xsrfHeaderName: 'X-XSRF-TOKEN',
  headers: { Accept: 'application/json' },
});

interface RetriedConfig extends InternalAxiosRequestConfig {
  csrfRetried?: boolean;
}

/**
 * A form left open past its token's lifetime (12 hours) is refused with a fresh token cookie:
 * send it once more with that token, so the patient loses nothing they typed.
 */
api.interceptors.response.use(undefined, async (error: unknown) => {
  if (axios.isAxiosError(error) && error.config && error.response?.status === 403) {
    const config = error.config as RetriedConfig;
    if (errorBody(error.response.data).reason === 'csrf' && !config.csrfRetried) {
      config.csrfRetried = true;
      return api.request(config);
    }
  }
  throw error;
});

/**
 * The body of a refusal, whichever way the call asked for its answer: calls that expect text
 * (Communication/SendEmail) get the server's JSON refusal as a string.
 */
export function errorBody(data: unknown): ApiErrorBody {
  if (typeof data === 'string') {
    try {
      const parsed: unknown = JSON.parse(data);
      return parsed && typeof parsed === 'object' ? (parsed as ApiErrorBody) : {};
    } catch {
      return {};
    }
  }
  return data && typeof data === 'object' ? (data as ApiErrorBody) : {};
}
