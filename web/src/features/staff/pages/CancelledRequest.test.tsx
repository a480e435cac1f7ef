import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeDetail, makeRequest, staffApi } from '@/features/staff/testing/staff-api';
import { renderConsole } from '@/features/staff/testing/render-console';
import { server } from '@/testing/server';

/** A request the patient cancelled from their status page, after the front desk booked it. */
const cancelled = makeRequest('R-1043', { status: 'cancelled' });

describe('a request the patient cancelled', () => {
  it('shows Cancelled in the inbox, and the status filter offers it', async () => {
    const { calls } = staffApi({ requests: [makeRequest('R-1042'), cancelled] });
    const user = userEvent.setup();
    renderConsole('/staff/requests');
    const row = await screen.findByRole('row', { name: /R-1043/ });
    expect(within(row).getByText('Cancelled')).toHaveClass('status-badge--cancelled');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Cancelled');
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent('/staff/requests?status=cancelled'),
    );
    await waitFor(() =>
      expect(calls.filter((call) => call.path === 'requests').at(-1)?.query).toEqual({
        status: 'cancelled',
        page: '1',
      }),
    );
    expect(screen.queryByRole('row', { name: /R-1042/ })).toBeNull();
    expect(screen.getByRole('row', { name: /R-1043/ })).toBeInTheDocument();
  });

  it('shows Cancelled with the patient as the author, and the moves the server allows', async () => {
    staffApi({ requests: [cancelled] });
    server.use(
      http.get('/api/staff/requests/R-1043', () =>
        HttpResponse.json({
          ...makeDetail(cancelled),
          moves: ['called_back'],
          history: [
            {
              from: 'new',
              to: 'booked',
              bookedFor: '2030-01-02T10:30:00-05:00',
              by: 'ann@clinic.example',
              at: '2025-11-26T15:00:00Z',
            },
            {
              from: 'booked',
              to: 'cancelled',
              bookedFor: null,
              by: 'patient',
              at: '2025-11-27T16:00:00Z',
            },
          ],
        }),
      ),
    );
    renderConsole('/staff/requests/R-1043');
    const status = await screen.findByRole('region', { name: 'Status' });
    expect(within(status).getByText('Cancelled')).toHaveClass('status-badge');
    const moves = within(status).getByRole('group', { name: 'Move to' });
    expect(
      within(moves)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Called back']);
    const history = screen.getByRole('region', { name: 'History' });
    const entries = within(history).getAllByRole('listitem');
    expect(entries[0]).toHaveTextContent('ann@clinic.example, Nov 26');
    expect(entries[1]).toHaveTextContent('Booked → Cancelled');
    expect(entries[1]).toHaveTextContent('the patient, Nov 27');
  });
});
