import axios from 'axios';

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
