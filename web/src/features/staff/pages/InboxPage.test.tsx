import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeRequest, staffApi } from '@/features/staff/testing/staff-api';
import { renderConsole } from '@/features/staff/testing/render-console';

afterEach(() => {
  vi.useRealTimers();
});

describe('the inbox', () => {
  it('shows each request with its received time, kind and status; a new one stands out', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2025-11-26T16:20:00Z') });
    staffApi();
    renderConsole('/staff/requests');

    const heading = await screen.findByRole('heading', { level: 1, name: 'Requests' });
    await waitFor(() => expect(heading).toHaveFocus());
    const newRow = await screen.findByRole('row', { name: /R-1042/ });
    expect(within(newRow).getByRole('link', { name: 'R-1042' })).toHaveAttribute(
      'href',
      '/staff/requests/R-1042',
    );
    expect(newRow).toHaveTextContent('Nov 26, 9:14 AM · 2 h ago');
    expect(newRow).toHaveTextContent('Appointment');
    expect(newRow).toHaveTextContent('Patient R-1042');
    expect(newRow).toHaveTextContent('Mon, Dec 1, 2025');
    expect(within(newRow).getByText('New')).toBeInTheDocument();
    expect(newRow).toHaveClass('request-table__row--new');

    const calledBack = screen.getByRole('row', { name: /R-1041/ });
    expect(calledBack).toHaveTextContent('Enquiry');
    expect(calledBack).toHaveTextContent('Called back');
    expect(calledBack).toHaveTextContent('Not given');
    expect(calledBack).not.toHaveClass('request-table__row--new');
  });

  it('keeps the filters in the address and asks the API with them', async () => {
    const { calls } = staffApi();
    const user = userEvent.setup();
    renderConsole('/staff/requests');
    await screen.findByRole('row', { name: /R-1042/ });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Booked');
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent('/staff/requests?status=booked'),
    );
    expect(await screen.findByText('No requests match these filters.')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'Enquiries');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'Smith{Enter}');
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent(
        '/staff/requests?status=booked&kind=enquiry&q=Smith',
      ),
    );
    const lists = calls.filter((call) => call.path === 'requests');
    expect(lists.at(-1)?.query).toEqual({
      status: 'booked',
      kind: 'enquiry',
      q: 'Smith',
      page: '1',
    });
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/staff/requests/export.csv?status=booked&kind=enquiry&q=Smith',
    );

    await user.click(screen.getByRole('link', { name: 'Clear filters' }));
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent(/^\/staff\/requests$/),
    );
  });

  it('reads the filters and the page from the address', async () => {
    const many = Array.from({ length: 3 }, (_, index) => makeRequest(`R-${2000 - index}`));
    const { calls } = staffApi({ requests: many });
    renderConsole('/staff/requests?status=new&page=2');
    expect(await screen.findByRole('combobox', { name: 'Status' })).toHaveValue('new');
    await waitFor(() =>
      expect(calls.find((call) => call.path === 'requests')?.query).toEqual({
        status: 'new',
        page: '2',
      }),
    );
  });

  it('counts the new requests in the title and shows one that arrives without a reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = staffApi();
    renderConsole('/staff/requests');
    await screen.findByRole('row', { name: /R-1042/ });
    await waitFor(() => expect(document.title).toBe('(1) Requests · Front desk'));

    api.state.requests = [
      makeRequest('R-1043', { fullName: 'Bea Newcomer' }),
      ...api.state.requests,
    ];
    api.state.latest = { newest: 'R-1043', newCount: 2 };
    await act(async () => {
      await vi.advanceTimersByTimeAsync(15_000);
    });

    expect(await screen.findByRole('row', { name: /R-1043/ })).toHaveTextContent('Bea Newcomer');
    await waitFor(() => expect(document.title).toBe('(2) Requests · Front desk'));
    await waitFor(() =>
      expect(screen.getByTestId('announcer')).toHaveTextContent('1 new request arrived.'),
    );
    // A poll says it is one: it does not count as use, so an open tab still goes idle.
    const polls = api.calls.filter((call) => call.path === 'requests/latest');
    expect(polls.length).toBeGreaterThanOrEqual(2);
    expect(polls.every((call) => call.headers.get('X-Staff-Poll') === '1')).toBe(true);
  });

  it('titles the page without a count when nothing is new', async () => {
    staffApi({ requests: [makeRequest('R-7', { status: 'closed' })] });
    renderConsole('/staff/requests');
    await screen.findByRole('row', { name: /R-7/ });
    await waitFor(() => expect(document.title).toBe('Requests · Front desk'));
    expect(screen.getByText('No new requests')).toBeInTheDocument();
  });
});
