import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl, server } from '@/testing/server';
import { api } from './api';

describe('the API client', () => {
  it('calls /api/ on the same origin and sends the XSRF cookie back as a header', () => {
    expect(api.defaults.baseURL).toBe('/api/');
    expect(api.defaults.xsrfCookieName).toBe('XSRF-TOKEN');
    expect(api.defaults.xsrfHeaderName).toBe('X-XSRF-TOKEN');
  });

  it('sends a request refused for an old token once more, and only once', async () => {
    let posts = 0;
    server.use(
      http.post(apiUrl('Communication/SendEmail'), () => {
        posts += 1;
        return posts === 1
          ? HttpResponse.json({ message: 'expired', reason: 'csrf' }, { status: 403 })
          : HttpResponse.text('Thank you');
      }),
    );
    // As the enquiry call does: it asks for text, so the refusal arrives as a JSON string.
    const answer = await api.post(
      'Communication/SendEmail',
      { firstName: 'Rosa' },
      { responseType: 'text' },
    );
    expect(answer.data).toBe('Thank you');
    expect(posts).toBe(2);
  });

  it('gives up after the second refusal, and never retries other refusals', async () => {
    let posts = 0;
    server.use(
      http.post(apiUrl('Communication/SendEmail'), () => {
        posts += 1;
        return HttpResponse.json({ message: 'expired', reason: 'csrf' }, { status: 403 });
      }),
      http.post(apiUrl('Treatment/InsertUpdateOnlineAppointmentRequest'), () => {
        posts += 10;
        return HttpResponse.json({ message: 'cannot be changed' }, { status: 403 });
      }),
    );
    await expect(api.post('Communication/SendEmail', {})).rejects.toThrow();
    expect(posts).toBe(2);
    await expect(api.post('Treatment/InsertUpdateOnlineAppointmentRequest', {})).rejects.toThrow();
    expect(posts).toBe(12);
  });
});
