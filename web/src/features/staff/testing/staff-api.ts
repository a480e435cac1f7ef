/**
 * The console's fake API for its tests (MSW, over the app's real axios calls): a signed-in
 * member, a few requests, and every call recorded. A test changes `api.state` to change what
 * the next answers say, or adds its own handlers with `server.use` (they win).
 */
import { http, HttpResponse } from 'msw';
import { onTestFinished } from 'vitest';
import type {
  Latest,
  Me,
  Passkey,
  RequestDetail,
  RequestSummary,
  TeamMember,
} from '@/features/staff/api/types';
import { server } from '@/testing/server';

export const ANN: Me = {
  name: 'Ann Desk',
  email: 'ann@clinic.example',
  role: 'admin',
  sessionExpiresAt: '2030-01-01T20:00:00Z',
  idleSeconds: 1800,
};

export function makeRequest(
  reference: string,
  overrides: Partial<RequestSummary> = {},
): RequestSummary {
  return {
    reference,
    kind: 'appointment',
    receivedAt: '2025-11-26T14:14:00Z',
    fullName: `Patient ${reference}`,
    treatment: 'Sports Injury',
    requestedDate: '2025-12-01',
    status: 'new',
    bookedFor: null,
    ...overrides,
  };
}

export function makeDetail(summary: RequestSummary): RequestDetail {
  return {
    ...summary,
    phone: '(201) 555-0199',
    email: 'patient@mail.example',
    subject: 'Knee pain',
    message: 'My knee hurts\nwhen I run.',
    appointmentDate: summary.requestedDate,
    treatmentId: 3,
    moves: ['called_back', 'booked', 'closed', 'spam'],
    emails: [
      {
        kind: 'appointment_confirmation',
        to: 'patient',
        status: 'sent',
        attempts: 1,
        lastError: null,
        sentAt: '2025-11-26T14:15:00Z',
      },
      {
        kind: 'appointment_notice',
        to: 'clinic',
        status: 'held',
        attempts: 3,
        lastError: 'SMTP 451 try later',
        sentAt: null,
      },
    ],
    history: [],
    notes: [],
    audit: [],
  };
}

export interface StaffApiState {
  /** Who is signed in; null answers 401 to every call that needs a session. */
  me: Me | null;
  requests: RequestSummary[];
  latest: Latest;
  passkeys: Passkey[];
  team: TeamMember[];
}

export interface SentCall {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  headers: Headers;
}

const refused = () => HttpResponse.json({ message: 'Please sign in again.' }, { status: 401 });

export function staffApi(initial: Partial<StaffApiState> = {}) {
  const requests = initial.requests ?? [
    makeRequest('R-1042'),
    makeRequest('R-1041', { status: 'called_back', kind: 'enquiry', requestedDate: null }),
  ];
  const state: StaffApiState = {
    me: ANN,
    requests,
    latest: {
      newest: requests[0]?.reference ?? null,
      newCount: requests.filter((item) => item.status === 'new').length,
    },
    passkeys: [{ id: 1, name: 'This device', createdAt: '2025-11-20T10:00:00Z', lastUsedAt: null }],
    team: [],
    ...initial,
  };
  const calls: SentCall[] = [];

  // Every console call, whichever handler answers it (a test's own ones too).
  const record = async ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (!url.pathname.startsWith('/api/staff/')) return;
    let body: unknown = null;
    if (request.method !== 'GET' && request.method !== 'DELETE') {
      body = await request
        .clone()
        .json()
        .catch(() => null);
    }
    calls.push({
      method: request.method,
      path: url.pathname.replace(/^\/api\/staff\//, ''),
      query: Object.fromEntries(url.searchParams),
      body,
      headers: request.headers,
    });
  };

  server.events.on('request:start', record);
  onTestFinished(() => {
    server.events.removeListener('request:start', record);
  });

  server.use(
    http.get('/api/staff/me', () => (state.me ? HttpResponse.json(state.me) : refused())),
    http.post('/api/staff/sign-out', () => {
      state.me = null;
      return new HttpResponse(null, { status: 204 });
    }),
    http.get('/api/staff/requests/latest', () =>
      state.me ? HttpResponse.json(state.latest) : refused(),
    ),
    http.get('/api/staff/requests', ({ request }) => {
      if (!state.me) return refused();
      const query = new URL(request.url).searchParams;
      const status = query.get('status') ?? '';
      const q = (query.get('q') ?? '').toLowerCase();
      const items = state.requests.filter(
        (item) =>
          (status ? item.status === status : item.status !== 'spam') &&
          (!query.get('kind') || item.kind === query.get('kind')) &&
          (!q || `${item.reference} ${item.fullName}`.toLowerCase().includes(q)),
      );
      return HttpResponse.json({
        items,
        total: items.length,
        page: Number(query.get('page') ?? 1),
        pageSize: 50,
        counts: { new: state.requests.filter((item) => item.status === 'new').length },
      });
    }),
    http.get('/api/staff/requests/:reference', ({ params }) => {
      if (!state.me) return refused();
      const found = state.requests.find((item) => item.reference === params.reference);
      if (!found) return HttpResponse.json({ message: 'Not found.' }, { status: 404 });
      return HttpResponse.json(makeDetail(found));
    }),
    http.get('/api/staff/passkeys', () =>
      state.me ? HttpResponse.json(state.passkeys) : refused(),
    ),
    http.get('/api/staff/team', () => (state.me ? HttpResponse.json(state.team) : refused())),
  );

  return { state, calls };
}
