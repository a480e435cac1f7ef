import axios, { type InternalAxiosRequestConfig } from 'axios';

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
    const reason = (error.response.data as { reason?: unknown } | undefined)?.reason;
    if (reason === 'csrf' && !config.csrfRetried) {
      config.csrfRetried = true;
      return api.request(config);
    }
  }
  throw error;
});
