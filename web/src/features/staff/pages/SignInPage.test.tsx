import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as Browser from '@simplewebauthn/browser';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ANN, staffApi } from '@/features/staff/testing/staff-api';
import { renderConsole } from '@/features/staff/testing/render-console';
import { assertion, cancelled, requestOptions } from '@/features/staff/testing/webauthn';
import { server } from '@/testing/server';

const webauthn = vi.hoisted(() => ({
  startAuthentication: vi.fn(),
  startRegistration: vi.fn(),
  browserSupportsWebAuthnAutofill: vi.fn(),
}));
vi.mock('@simplewebauthn/browser', async (importOriginal) => ({
  ...(await importOriginal<typeof Browser>()),
  ...webauthn,
}));

beforeEach(() => {
  webauthn.startAuthentication.mockReset().mockResolvedValue(assertion);
  webauthn.browserSupportsWebAuthnAutofill.mockReset().mockResolvedValue(false);
});

/** The fake server's sign-in: options with ceremonies c1, c2, ...; `answer` to the sign-in. */
function signInServer(answer?: () => Response) {
  const api = staffApi({ me: null });
  let ceremonies = 0;
  server.use(
    http.post('/api/staff/sign-in/options', () => {
      ceremonies += 1;
      return HttpResponse.json({ ceremony: `c${ceremonies}`, options: requestOptions });
    }),
    http.post('/api/staff/sign-in', () => {
      if (answer) return answer();
      api.state.me = ANN;
      return HttpResponse.json(ANN);
    }),
  );
  return api;
}

describe('signing in', () => {
  it('signs in with the button and goes back to the page asked for', async () => {
    const api = signInServer();
    const user = userEvent.setup();
    renderConsole('/staff/requests');
    await user.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Requests' })).toBeInTheDocument();
    await screen.findByRole('row', { name: /R-1042/ });
    expect(screen.getByTestId('where')).toHaveTextContent('/staff/requests');
    expect(webauthn.startAuthentication).toHaveBeenCalledWith({ optionsJSON: requestOptions });
    expect(api.calls.find((call) => call.path === 'sign-in')?.body).toEqual({
      ceremony: 'c1',
      credential: assertion,
    });
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('says so when the passkey dialog is cancelled or times out', async () => {
    signInServer();
    webauthn.startAuthentication.mockRejectedValue(cancelled());
    const user = userEvent.setup();
    renderConsole('/staff/sign-in');
    await user.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    expect(
      await screen.findByText('The passkey request was cancelled or timed out. Try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in with a passkey' })).toBeEnabled();
  });

  it("shows the server's message when it refuses the passkey", async () => {
    const refusal =
      'That passkey was not recognised. Try again, or ask an admin for a new invitation.';
    signInServer(() => HttpResponse.json({ message: refusal }, { status: 401 }));
    const user = userEvent.setup();
    renderConsole('/staff/sign-in');
    await user.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(screen.queryByText('Your session ended. Please sign in again.')).toBeNull();
    expect(screen.getByTestId('where')).toHaveTextContent('/staff/sign-in');
  });

  it('offers the passkey in the field where the browser can, and the button still works', async () => {
    signInServer();
    webauthn.browserSupportsWebAuthnAutofill.mockResolvedValue(true);
    // The autofill waits until a newer ceremony aborts it, as the browser's does.
    let abortAutofill: (error: Error) => void = () => undefined;
    webauthn.startAuthentication.mockImplementation((options: { useBrowserAutofill?: boolean }) => {
      if (options.useBrowserAutofill) {
        return new Promise((_, reject) => {
          abortAutofill = reject;
        });
      }
      const aborted = new Error('Cancelling existing WebAuthn API call for new one');
      aborted.name = 'AbortError';
      abortAutofill(aborted);
      return Promise.resolve(assertion);
    });
    const user = userEvent.setup();
    renderConsole('/staff/sign-in');

    const field = await screen.findByRole('textbox', { name: 'Your passkey' });
    expect(field).toHaveAttribute('autocomplete', 'username webauthn');
    await waitFor(() =>
      expect(webauthn.startAuthentication).toHaveBeenCalledWith({
        optionsJSON: requestOptions,
        useBrowserAutofill: true,
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Requests' })).toBeInTheDocument();
    await screen.findByRole('row', { name: /R-1042/ });
    expect(webauthn.startAuthentication).toHaveBeenLastCalledWith({ optionsJSON: requestOptions });
    expect(screen.queryByRole('alert', { name: /cancelled/ })).toBeNull();
  });
});
