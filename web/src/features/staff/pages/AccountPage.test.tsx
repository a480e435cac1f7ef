import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as Browser from '@simplewebauthn/browser';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { staffApi } from '@/features/staff/testing/staff-api';
import { renderConsole } from '@/features/staff/testing/render-console';
import {
  assertion,
  attestation,
  creationOptions,
  requestOptions,
} from '@/features/staff/testing/webauthn';
import { server } from '@/testing/server';

const webauthn = vi.hoisted(() => ({
  startAuthentication: vi.fn(),
  startRegistration: vi.fn(),
}));
vi.mock('@simplewebauthn/browser', async (importOriginal) => ({
  ...(await importOriginal<typeof Browser>()),
  ...webauthn,
}));

beforeEach(() => {
  webauthn.startAuthentication.mockReset().mockResolvedValue(assertion);
  webauthn.startRegistration.mockReset().mockResolvedValue(attestation);
});

const needsCheck = () =>
  HttpResponse.json(
    { message: 'Confirm with your passkey first.', reason: 'check' },
    { status: 403 },
  );

/** The fake server's fresh check: once done, the sensitive calls are allowed. */
function withCheck() {
  const fresh = { checked: false };
  server.use(
    http.post('/api/staff/check/options', () =>
      HttpResponse.json({ ceremony: 'k1', options: requestOptions }),
    ),
    http.post('/api/staff/check', () => {
      fresh.checked = true;
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return fresh;
}

describe('your passkeys', () => {
  it('lists them and removes one after a fresh check with a passkey', async () => {
    const api = staffApi({
      passkeys: [
        { id: 1, name: 'This device', createdAt: '2025-11-20T15:00:00Z', lastUsedAt: null },
        {
          id: 2,
          name: 'My phone',
          createdAt: '2025-11-21T15:00:00Z',
          lastUsedAt: '2025-11-25T15:00:00Z',
        },
      ],
    });
    const fresh = withCheck();
    server.use(
      http.delete('/api/staff/passkeys/:id', ({ params }) => {
        if (!fresh.checked) return needsCheck();
        api.state.passkeys = api.state.passkeys.filter((key) => String(key.id) !== params.id);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = userEvent.setup();
    renderConsole('/staff/account');
    const row = await screen.findByRole('row', { name: /This device/ });
    expect(row).toHaveTextContent('Never');
    expect(screen.getByRole('row', { name: /My phone/ })).toHaveTextContent('Nov 25');

    await user.click(within(row).getByRole('button', { name: 'Remove the passkey This device' }));
    expect(await screen.findByText('The passkey "This device" was removed.')).toBeInTheDocument();
    expect(webauthn.startAuthentication).toHaveBeenCalledWith({ optionsJSON: requestOptions });
    expect(api.calls.filter((call) => call.method === 'DELETE')).toHaveLength(2);
    expect(api.calls.find((call) => call.path === 'check')?.body).toEqual({
      ceremony: 'k1',
      credential: assertion,
    });
    await waitFor(() => expect(screen.queryByRole('row', { name: /This device/ })).toBeNull());
  });

  it("shows the server's message when the last passkey may not go", async () => {
    staffApi();
    withCheck();
    const last = 'This is your only passkey: add another before removing it.';
    server.use(
      http.delete('/api/staff/passkeys/:id', () =>
        HttpResponse.json({ message: last }, { status: 409 }),
      ),
    );
    const user = userEvent.setup();
    renderConsole('/staff/account');
    await user.click(await screen.findByRole('button', { name: 'Remove the passkey This device' }));
    expect(await screen.findByText(last)).toBeInTheDocument();
  });

  it('adds a named passkey, checking first when the server asks', async () => {
    const api = staffApi();
    const fresh = withCheck();
    server.use(
      http.post('/api/staff/passkeys/options', () =>
        fresh.checked
          ? HttpResponse.json({ ceremony: 'r2', options: creationOptions })
          : needsCheck(),
      ),
      http.post('/api/staff/passkeys', () => {
        const added = {
          id: 3,
          name: 'My phone',
          createdAt: '2025-11-26T15:00:00Z',
          lastUsedAt: null,
        };
        api.state.passkeys = [...api.state.passkeys, added];
        return HttpResponse.json(added, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderConsole('/staff/account');
    await user.type(
      await screen.findByRole('textbox', { name: 'Name of the new passkey' }),
      'My phone',
    );
    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));

    expect(await screen.findByText('The passkey "My phone" was added.')).toBeInTheDocument();
    expect(await screen.findByRole('row', { name: /My phone/ })).toBeInTheDocument();
    expect(
      api.calls.find((call) => call.path === 'passkeys' && call.method === 'POST')?.body,
    ).toEqual({
      ceremony: 'r2',
      credential: attestation,
      name: 'My phone',
    });
  });
});
