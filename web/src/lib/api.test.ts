import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl, server } from '@/testing/server';
import { BUSY_RETRIES, api } from './api';

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

  it('sends a form the server was too busy to take again after the wait it asks for', async () => {
    const keys: (string | null)[] = [];
    server.use(
      http.post(apiUrl('Treatment/InsertUpdateOnlineAppointmentRequest'), ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        return keys.length < 3
          ? HttpResponse.json({ message: 'busy' }, { status: 503, headers: { 'Retry-After': '0' } })
          : HttpResponse.json({ message: 'Thank you!' });
      }),
    );
    const answer = await api.post(
      'Treatment/InsertUpdateOnlineAppointmentRequest',
      {},
      { headers: { 'Idempotency-Key': 'form-1' } },
    );
    expect(answer.data).toEqual({ message: 'Thank you!' });
    expect(keys).toEqual(['form-1', 'form-1', 'form-1']);
  });

  it('shows the busy answer after two more tries, or at once when the wait is long', async () => {
    let posts = 0;
    server.use(
      http.post(apiUrl('Communication/SendEmail'), () => {
        posts += 1;
        return HttpResponse.json(
          { message: 'busy' },
          { status: 503, headers: { 'Retry-After': '0' } },
        );
      }),
      http.post(apiUrl('Treatment/InsertUpdateOnlineAppointmentRequest'), () => {
        posts += 10;
        return HttpResponse.json(
          { message: 'busy' },
          { status: 503, headers: { 'Retry-After': '120' } },
        );
      }),
    );
    await expect(api.post('Communication/SendEmail', {})).rejects.toThrow();
    expect(posts).toBe(1 + BUSY_RETRIES);
    await expect(api.post('Treatment/InsertUpdateOnlineAppointmentRequest', {})).rejects.toThrow();
    expect(posts).toBe(13);
  });
});
