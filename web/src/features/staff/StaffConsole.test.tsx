import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ANN, staffApi } from '@/features/staff/testing/staff-api';
import { renderConsole } from '@/features/staff/testing/render-console';
import { server } from '@/testing/server';

describe('the console', () => {
  it('sends a visitor without a session to sign in, and says nothing of a session ending', async () => {
    staffApi({ me: null });
    renderConsole('/staff/requests');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/staff/sign-in');
    expect(screen.queryByText('Your session ended. Please sign in again.')).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign in with a passkey' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Console' })).toBeNull();
  });

  it('goes to sign in on a 401 in the middle of a session, saying the session ended', async () => {
    const api = staffApi();
    renderConsole('/staff/requests/R-1042');
    expect(await screen.findByText('Patient R-1042', { selector: 'dd' })).toBeInTheDocument();

    // The session ends on the server (idle, revoked); the next call is refused.
    api.state.me = null;
    server.use(
      http.post('/api/staff/requests/:reference/notes', () =>
        HttpResponse.json({ message: 'Please sign in again.' }, { status: 401 }),
      ),
    );
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'New note' }), 'Called, no answer');
    await user.click(screen.getByRole('button', { name: 'Add note' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByText('Your session ended. Please sign in again.')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/staff/sign-in');
    expect(screen.queryByText('Patient R-1042')).toBeNull();
  });

  it('shows the member in the header, admin links for admins only', async () => {
    staffApi({ me: { ...ANN, role: 'frontdesk' } });
    renderConsole('/staff/account');
    const nav = await screen.findByRole('navigation', { name: 'Console' });
    expect(nav).toHaveTextContent('Requests');
    expect(nav).toHaveTextContent('Account');
    expect(nav).not.toHaveTextContent('Team');
    expect(nav).not.toHaveTextContent('Audit');
    expect(screen.getByText('Ann Desk', { selector: '.console-header__name' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Front desk/ })).toHaveTextContent(
      'Mill Pond Physical Therapy',
    );
    await screen.findByRole('row', { name: /This device/ });
  });

  it('signs out on the server and then shows nothing of a request opened again', async () => {
    const { calls } = staffApi();
    const user = userEvent.setup();
    renderConsole('/staff/requests');
    await screen.findByRole('row', { name: /R-1042/ });
    await user.click(screen.getByRole('button', { name: 'Sign out' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST' && call.path === 'sign-out')).toBe(true);
    expect(screen.getByText('You have signed out.')).toBeInTheDocument();
    expect(screen.queryByText('Patient R-1042')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign out' })).toBeNull();
  });

  it('opens /staff on the inbox when signed in', async () => {
    staffApi();
    renderConsole('/staff');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/staff/requests'));
    await screen.findByRole('row', { name: /R-1042/ });
  });

  it('tells a front desk member that Team is for admins', async () => {
    staffApi({ me: { ...ANN, role: 'frontdesk' } });
    renderConsole('/staff/team');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'For admins only' }),
    ).toBeInTheDocument();
  });
});
