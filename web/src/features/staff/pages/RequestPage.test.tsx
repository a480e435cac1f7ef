import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { makeDetail, makeRequest, staffApi } from '@/features/staff/testing/staff-api';
import { renderConsole } from '@/features/staff/testing/render-console';
import { server } from '@/testing/server';

describe('one request', () => {
  it('shows every field the patient sent, the emails and a way to call', async () => {
    staffApi();
    renderConsole('/staff/requests/R-1042');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Request R-1042' }),
    ).toBeInTheDocument();
    const sent = await screen.findByRole('region', { name: 'What Patient R-1042 sent' });
    expect(sent).toHaveTextContent('(201) 555-0199');
    expect(sent).toHaveTextContent('patient@mail.example');
    expect(sent).toHaveTextContent('Knee pain');
    expect(sent).toHaveTextContent('My knee hurts when I run.');
    expect(sent).toHaveTextContent('Sports Injury');
    expect(sent).toHaveTextContent('Mon, Dec 1, 2025');
    expect(within(sent).getByRole('link', { name: 'Call' })).toHaveAttribute(
      'href',
      'tel:+12015550199',
    );
    const emails = screen.getByRole('region', { name: 'Emails' });
    expect(emails).toHaveTextContent('To the patient');
    expect(emails).toHaveTextContent('Sent');
    expect(emails).toHaveTextContent('Held, will try again');
    expect(emails).toHaveTextContent('Last error: SMTP 451 try later');
    expect(document.title).toBe('R-1042 · Front desk');
  });

  it('shows the server message of a refused move (409) and loads the request again', async () => {
    const api = staffApi();
    server.use(
      http.post('/api/staff/requests/:reference/status', () => {
        // Someone else closed it meanwhile.
        api.state.requests = [makeRequest('R-1042', { status: 'closed' })];
        return HttpResponse.json(
          { message: 'A request that is CLOSED cannot move to CALLED_BACK.' },
          { status: 409 },
        );
      }),
    );
    const user = userEvent.setup();
    renderConsole('/staff/requests/R-1042');
    await user.click(await screen.findByRole('button', { name: 'Called back' }));

    const refusal = await screen.findByText('A request that is CLOSED cannot move to CALLED_BACK.');
    expect(refusal.closest('[role="alert"]')).not.toBeNull();
    const status = screen.getByRole('region', { name: 'Status' });
    await waitFor(() => expect(status).toHaveTextContent('Closed'));
    expect(api.calls.filter((call) => call.path === 'requests/R-1042')).toHaveLength(2);
  });

  it('asks for the date and time of a booking and sends them in the clinic time', async () => {
    const api = staffApi();
    server.use(
      http.post('/api/staff/requests/:reference/status', () =>
        HttpResponse.json({
          ...makeDetail(
            makeRequest('R-1042', { status: 'booked', bookedFor: '2030-01-02T10:30:00-05:00' }),
          ),
          moves: ['booked', 'called_back', 'closed'],
          history: [
            {
              from: 'new',
              to: 'booked',
              bookedFor: '2030-01-02T10:30:00-05:00',
              by: 'Ann Desk',
              at: '2025-11-26T15:00:00Z',
            },
          ],
        }),
      ),
    );
    const user = userEvent.setup();
    renderConsole('/staff/requests/R-1042');
    await user.click(await screen.findByRole('button', { name: 'Booked…' }));
    const date = screen.getByLabelText('Date');
    expect(date).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Book' }));
    expect(screen.getByText('Give the date and the time of the visit.')).toBeInTheDocument();

    await user.type(date, '2030-01-02');
    await user.type(screen.getByLabelText('Time'), '10:30');
    await user.click(screen.getByRole('button', { name: 'Book' }));

    const status = screen.getByRole('region', { name: 'Status' });
    await waitFor(() => expect(status).toHaveTextContent('Booked for Jan 2, 2030, 10:30 AM'));
    const move = api.calls.find((call) => call.path === 'requests/R-1042/status');
    expect(move?.body).toEqual({ status: 'booked', bookedFor: '2030-01-02T10:30' });
    expect(screen.getByRole('button', { name: 'Book another time' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'History' })).toHaveTextContent(
      'New → Booked, for Jan 2, 2030, 10:30 AM',
    );
    await waitFor(() =>
      expect(screen.getByTestId('announcer')).toHaveTextContent('Status changed to Booked.'),
    );
  });

  it('adds a note and shows it with its author', async () => {
    const api = staffApi();
    server.use(
      http.post('/api/staff/requests/:reference/notes', () =>
        HttpResponse.json(
          {
            ...makeDetail(makeRequest('R-1042')),
            notes: [{ author: 'Ann Desk', at: '2025-11-26T15:00:00Z', text: 'Left a voicemail.' }],
          },
          { status: 201 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderConsole('/staff/requests/R-1042');
    const note = await screen.findByRole('textbox', { name: 'New note' });
    await user.type(note, 'Left a voicemail.');
    await user.click(screen.getByRole('button', { name: 'Add note' }));

    const notes = screen.getByRole('region', { name: 'Notes' });
    expect(await within(notes).findByText('Left a voicemail.')).toBeInTheDocument();
    expect(notes).toHaveTextContent('Ann Desk, Nov 26');
    expect(note).toHaveValue('');
    expect(api.calls.find((call) => call.path === 'requests/R-1042/notes')?.body).toEqual({
      text: 'Left a voicemail.',
    });
  });

  it('copies the phone number and says so', async () => {
    staffApi();
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderConsole('/staff/requests/R-1042');
    await user.click(await screen.findByRole('button', { name: 'Copy phone' }));
    expect(writeText).toHaveBeenCalledWith('(201) 555-0199');
    await waitFor(() => expect(screen.getByTestId('announcer')).toHaveTextContent('Copied'));
  });

  it('says so when there is no such request', async () => {
    staffApi();
    renderConsole('/staff/requests/R-9999');
    const missing = await screen.findByText('There is no request R-9999.');
    expect(missing.closest('[role="alert"]')).not.toBeNull();
  });
});
