import { describe, expect, it } from 'vitest';
import { api } from './api';

describe('the API client', () => {
  it('calls /api/ on the same origin and sends the XSRF cookie back as a header', () => {
    expect(api.defaults.baseURL).toBe('/api/');
    expect(api.defaults.xsrfCookieName).toBe('XSRF-TOKEN');
    expect(api.defaults.xsrfHeaderName).toBe('X-XSRF-TOKEN');
  });
});
