import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { describe, expect, it, onTestFinished } from 'vitest';
import { AppRoutes } from '@/app/router';
import { profile } from '@/content';
import { TreatmentListProvider } from '@/hooks/TreatmentListProvider';
import { PageDataContext } from '@/lib/page-data';
import { telHref } from '@/lib/phone';
import { server } from '@/testing/server';
import { answerSiteCalls } from '@/testing/site-api';
import type { PatientView } from './api';

const KEY = '0123456789abcdef0123456789abcdef';
const LINK = `/requests/R-1042?key=${KEY}`;
const suffix = `${profile.name} in ${profile.town}`;
const NOT_FOUND = 'The page you are looking for does not exist';

const RECEIVED: PatientView = {
  reference: 'R-1042',
  kind: 'appointment',
  status: 'new',
  words: 'Received, we will call you within one business day',
  bookedFor: null,
  mayCancel: true,
  reminders: null,
};

const BOOKED: PatientView = {
  ...RECEIVED,
  status: 'booked',
  words: 'Booked: Tuesday, March 3 at 10:30 AM',
  // 10:30 in New York (EST, UTC-5) on 3 March 2026.
  bookedFor: '2026-03-03T15:30:00+00:00',
  reminders: true,
};

/**
 * The status page's calls as api/routes/request_status.py answers them: the request's own key
 * opens it, anything else is 404. `state.view` is what the server holds.
 */
function statusApi(initial: PatientView) {
  const state = { view: initial, bodies: [] as unknown[] };
  const opened = async (request: Request) => {
    const body = (await request.json()) as { reference?: string; key?: string; on?: boolean };
    state.bodies.push(body);
    return body.reference === state.view.reference && body.key === KEY ? body : null;
  };
  const notFound = () => HttpResponse.json({ message: 'Not found' }, { status: 404 });
  server.use(
    http.post('/api/requests/status', async ({ request }) =>
      (await opened(request)) ? HttpResponse.json(state.view) : notFound(),
    ),
    http.post('/api/requests/cancel', async ({ request }) => {
      if (!(await opened(request))) return notFound();
      if (!state.view.mayCancel) {
        return HttpResponse.json(
          { message: 'This request can no longer be cancelled here. Please call us.' },
          { status: 409 },
        );
      }
      state.view = {
        ...state.view,
        status: 'cancelled',
        words: 'Cancelled at your request',
        bookedFor: null,
        mayCancel: false,
        reminders: null,
      };
      return HttpResponse.json(state.view);
    }),
    http.post('/api/requests/reminders', async ({ request }) => {
      const body = await opened(request);
      if (!body) return notFound();
      state.view = { ...state.view, reminders: Boolean(body.on) };
      return HttpResponse.json(state.view);
    }),
  );
  return state;
}

interface Sent {
  method: string;
  url: string;
  headers: string[];
  body: Promise<string>;
}

/** Every request the page sends from now on, whatever answers it, with its body as sent. */
function recordSent(): Sent[] {
  const sent: Sent[] = [];
  const record = ({ request }: { request: Request }) => {
    sent.push({
      method: request.method,
      url: request.url,
      headers: [...request.headers].map(([name, value]) => `${name}: ${value}`),
      body: request.method === 'GET' ? Promise.resolve('') : request.clone().text(),
    });
  };
  server.events.on('request:start', record);
  onTestFinished(() => {
    server.events.removeListener('request:start', record);
  });
  return sent;
}

function Where() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="where">{location.pathname + location.search}</output>
      <button type="button" onClick={() => navigate(-1)}>
        Browser back
      </button>
    </>
  );
}

/**
 * The app's routes at `path`, with the site's header and footer, as in the browser; `rendered`
 * as when the page came drawn by the server (with its data), to be hydrated.
 */
function renderAt(path: string, { rendered = false } = {}) {
  answerSiteCalls({});
  return render(
    <MemoryRouter initialEntries={[path]}>
      <PageDataContext.Provider value={rendered ? { answers: {}, renderedAt: new Date() } : null}>
        <TreatmentListProvider>
          <AppRoutes />
          <Where />
        </TreatmentListProvider>
      </PageDataContext.Provider>
    </MemoryRouter>,
  );
}

async function findCard() {
  return screen.findByRole('article', { name: 'Request R-1042' });
}

describe('the status page', () => {
  it('shows the reference, the status in plain words and how to reach the clinic', async () => {
    statusApi(RECEIVED);
    renderAt(LINK);
    const card = await findCard();
    expect(screen.getByRole('heading', { level: 1, name: 'Your request' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Received, we will call you within one business day');
    expect(within(card).queryByRole('switch')).toBeNull();
    const contact = screen.getByRole('complementary', { name: 'Questions or changes?' });
    expect(
      within(contact).getByRole('link', { name: `Call ${profile.phones[0]}` }),
    ).toHaveAttribute('href', telHref(profile.phones[0]));
    expect(contact).toHaveTextContent(profile.address.street);
    expect(contact).toHaveTextContent(
      `${profile.address.city}, ${profile.address.state} ${profile.address.postalCode}`,
    );
    await waitFor(() => expect(document.title).toBe(`Your request | ${suffix}`));
  });

  it('shows a booked visit: its time in the clinic time zone, and where', async () => {
    statusApi(BOOKED);
    renderAt(LINK);
    const card = await findCard();
    expect(card).toHaveTextContent('Booked: Tuesday, March 3 at 10:30 AM');
    const when = within(card).getByText('Tuesday, March 3, 2026 at 10:30 AM');
    expect(when.tagName).toBe('TIME');
    expect(when).toHaveAttribute('dateTime', BOOKED.bookedFor);
    expect(card).toHaveTextContent(profile.address.street);
  });

  it('shows the Not found page for a wrong key or an unknown reference (404)', async () => {
    statusApi({ ...RECEIVED, reference: 'R-9999' });
    renderAt(LINK);
    expect(await screen.findByText(NOT_FOUND)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back To Home' })).toHaveAttribute('href', '/home');
    expect(within(screen.getByRole('main')).queryByText(/R-1042/)).toBeNull();
    await waitFor(() => expect(document.title).toBe(`Page Not Found | ${suffix}`));
  });

  it('shows the Not found page without a key, and asks the server nothing', async () => {
    const api = statusApi({ ...RECEIVED, reference: 'R-2000' });
    renderAt('/requests/R-2000');
    expect(await screen.findByText(NOT_FOUND)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`Page Not Found | ${suffix}`));
    expect(api.bodies).toEqual([]);
  });

  it('stays the Not found page the server drew (a wrong key), asking nothing', async () => {
    const api = statusApi(RECEIVED);
    renderAt(LINK, { rendered: true });
    expect(await screen.findByText(NOT_FOUND)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent(/^\/requests\/R-1042$/),
    );
    expect(screen.getByText(NOT_FOUND)).toBeInTheDocument();
    expect(api.bodies).toEqual([]);
  });

  it('cancels only after the patient confirms, and says what happened', async () => {
    const api = statusApi(RECEIVED);
    const user = userEvent.setup();
    renderAt(LINK);
    const card = await findCard();
    const cancel = within(card).getByRole('button', { name: 'Cancel my request' });

    await user.click(cancel);
    const ask = within(card).getByRole('group', {
      name: 'Cancel request R-1042? The clinic will be told.',
    });
    expect(within(ask).getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await user.click(within(ask).getByRole('button', { name: 'Keep it' }));
    expect(within(card).queryByRole('group')).toBeNull();
    expect(within(card).getByRole('button', { name: 'Cancel my request' })).toHaveFocus();

    // Escape keeps it too.
    await user.keyboard('{Enter}');
    expect(within(card).getByRole('group')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(within(card).queryByRole('group')).toBeNull();
    expect(api.bodies).toHaveLength(1); // only the first look: nothing was cancelled

    await user.click(within(card).getByRole('button', { name: 'Cancel my request' }));
    await user.click(within(card).getByRole('button', { name: 'Yes, cancel it' }));
    expect(await within(card).findByText('Cancelled at your request')).toBeInTheDocument();
    expect(within(card).getByRole('status')).toHaveTextContent(
      'Request R-1042 is cancelled. The clinic has been told.',
    );
    expect(within(card).queryByRole('button', { name: 'Cancel my request' })).toBeNull();
    expect(within(card).getByRole('heading', { name: 'Request R-1042' })).toHaveFocus();
    expect(api.bodies.at(-1)).toEqual({ reference: 'R-1042', key: KEY });
  });

  it("shows the server's message when the request can no longer be cancelled (409)", async () => {
    const api = statusApi(RECEIVED);
    const user = userEvent.setup();
    renderAt(LINK);
    const card = await findCard();
    // The front desk closed it meanwhile.
    api.view = { ...RECEIVED, status: 'closed', words: 'Closed', mayCancel: false };
    await user.click(within(card).getByRole('button', { name: 'Cancel my request' }));
    await user.click(within(card).getByRole('button', { name: 'Yes, cancel it' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'This request can no longer be cancelled here. Please call us.',
    );
    // Asked again, the page shows where the request stands now.
    expect(await within(card).findByText('Closed')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Cancel my request' })).toBeNull();
  });

  it('turns the reminder of a booked visit off and on', async () => {
    const api = statusApi(BOOKED);
    const user = userEvent.setup();
    renderAt(LINK);
    const card = await findCard();
    const reminder = within(card).getByRole('switch', {
      name: 'Email me a reminder the day before',
    });
    expect(reminder).toBeChecked();

    await user.click(reminder);
    await waitFor(() => expect(api.view.reminders).toBe(false));
    expect(api.bodies.at(-1)).toEqual({ reference: 'R-1042', key: KEY, on: false });
    await waitFor(() => expect(reminder).not.toBeChecked());
    expect(within(card).getByRole('status')).toHaveTextContent(
      'You will not get a reminder email for this visit.',
    );

    await user.keyboard(' ');
    await waitFor(() => expect(api.view.reminders).toBe(true));
    expect(api.bodies.at(-1)).toEqual({ reference: 'R-1042', key: KEY, on: true });
    await waitFor(() => expect(reminder).toBeChecked());
    expect(within(card).getByRole('status')).toHaveTextContent(
      'We will email you a reminder the day before your visit.',
    );
  });

  it('asks again on "Check again" and shows the newer status', async () => {
    const api = statusApi(RECEIVED);
    const user = userEvent.setup();
    renderAt(LINK);
    const card = await findCard();
    api.view = BOOKED;
    await user.click(within(card).getByRole('button', { name: 'Check again' }));
    expect(await within(card).findByText('Tuesday, March 3, 2026 at 10:30 AM')).toBeVisible();
    expect(within(card).getByRole('status')).toHaveTextContent(
      'Checked just now: Booked: Tuesday, March 3 at 10:30 AM',
    );
  });

  it('sends the key in the body of its calls only, and takes it out of the address', async () => {
    statusApi(BOOKED);
    const sent = recordSent();
    const user = userEvent.setup();
    renderAt(LINK);
    const card = await findCard();
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent(/^\/requests\/R-1042$/),
    );
    await user.click(within(card).getByRole('switch'));
    await user.click(within(card).getByRole('button', { name: 'Cancel my request' }));
    await user.click(within(card).getByRole('button', { name: 'Yes, cancel it' }));
    await within(card).findByText('Cancelled at your request');

    const keyed: string[] = [];
    for (const request of sent) {
      expect(request.url).not.toContain(KEY);
      for (const header of request.headers) expect(header).not.toContain(KEY);
      if ((await request.body).includes(KEY)) {
        keyed.push(`${request.method} ${new URL(request.url).pathname}`);
      }
    }
    expect(keyed).toEqual([
      'POST /api/requests/status',
      'POST /api/requests/reminders',
      'POST /api/requests/cancel',
    ]);
    expect(JSON.stringify({ ...localStorage })).not.toContain(KEY);
    expect(JSON.stringify({ ...sessionStorage })).not.toContain(KEY);
    expect(document.cookie).not.toContain(KEY);
  });

  it('finds the page again after a link on it and back, from memory', async () => {
    statusApi({ ...RECEIVED, reference: 'R-3000' });
    const user = userEvent.setup();
    renderAt(`/requests/R-3000?key=${KEY}`);
    await screen.findByRole('article', { name: 'Request R-3000' });
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    await user.click(within(crumbs).getByRole('link', { name: 'Home' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/home$/));
    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(await screen.findByRole('article', { name: 'Request R-3000' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/requests\/R-3000$/);
  });
});
