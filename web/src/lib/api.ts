import axios, { type InternalAxiosRequestConfig } from 'axios';
import type { ApiErrorBody } from '@/api/types';
import { locale } from '@/i18n/locale';

/**
 * The one HTTP client of the app. Every call is relative to /api/ on the site's own origin;
 * on non-GET requests axios copies the XSRF-TOKEN cookie into the X-XSRF-TOKEN header.
 */
export const api = axios.create({
  baseURL: '/api/',
  timeout: 20000,
  xsrfCookieName: 'XSRF-TOKEN',
  xsrfHeaderName: 'X-XSRF-TOKEN',
  // The page's language, not the browser's: the server answers a form's refusals in it, and a
  // request remembers it for the emails that follow.
  headers: { Accept: 'application/json', 'Accept-Language': locale },
});

interface RetriedConfig extends InternalAxiosRequestConfig {
  csrfRetried?: boolean;
  busyRetries?: number;
}

/** A busy server's 503 is sent again this many times at most, after the wait it asks for. */
export const BUSY_RETRIES = 2;
/** A Retry-After longer than this is shown to the patient instead of waited for. */
const LONGEST_WAIT_SECONDS = 10;

/**
 * A form left open past its token's lifetime (12 hours) is refused with a fresh token cookie:
 * send it once more with that token, so the patient loses nothing they typed. A form sent
 * while the server is too busy to take it (503 with a short Retry-After) is sent again after
 * that wait, with the same Idempotency-Key, so it is stored once however many tries it takes.
 */
api.interceptors.response.use(undefined, async (error: unknown) => {
  if (!axios.isAxiosError(error) || !error.config || !error.response) throw error;
  const config = error.config as RetriedConfig;
  if (error.response.status === 403) {
    if (errorBody(error.response.data).reason === 'csrf' && !config.csrfRetried) {
      config.csrfRetried = true;
      return api.request(config);
    }
  }
  if (error.response.status === 503 && config.method === 'post') {
    const wait = Number(error.response.headers['retry-after']);
    const tries = config.busyRetries ?? 0;
    if (tries < BUSY_RETRIES && wait >= 0 && wait <= LONGEST_WAIT_SECONDS) {
      config.busyRetries = tries + 1;
      await new Promise((resolve) => setTimeout(resolve, wait * 1000));
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
