import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as Browser from '@simplewebauthn/browser';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANN, staffApi } from '@/features/staff/testing/staff-api';
import { renderConsole } from '@/features/staff/testing/render-console';
import { attestation, creationOptions } from '@/features/staff/testing/webauthn';
import { server } from '@/testing/server';

const webauthn = vi.hoisted(() => ({
  startRegistration: vi.fn(),
  browserSupportsWebAuthnAutofill: vi.fn(),
}));
vi.mock('@simplewebauthn/browser', async (importOriginal) => ({
  ...(await importOriginal<typeof Browser>()),
  ...webauthn,
}));

const BEA = { ...ANN, name: 'Bea Front', email: 'bea@clinic.example', role: 'frontdesk' as const };

beforeEach(() => {
  webauthn.startRegistration.mockReset().mockResolvedValue(attestation);
  webauthn.browserSupportsWebAuthnAutofill.mockReset().mockResolvedValue(false);
  window.history.replaceState(null, '', '/staff/invitation#tok123');
});

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('an invitation', () => {
  it('welcomes the invited, takes the token out of the address and creates their passkey', async () => {
    const api = staffApi({ me: null });
    server.use(
      http.post('/api/staff/invitation', () =>
        HttpResponse.json({
          name: 'Bea Front',
          email: 'bea@clinic.example',
          expiresAt: '2030-01-01T00:00:00Z',
        }),
      ),
      http.post('/api/staff/invitation/options', () =>
        HttpResponse.json({ ceremony: 'r1', options: creationOptions }),
      ),
      http.post('/api/staff/invitation/accept', () => {
        api.state.me = BEA;
        return HttpResponse.json(BEA);
      }),
    );
    const user = userEvent.setup();
    renderConsole('/staff/invitation');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Bea Front' }),
    ).toBeInTheDocument();
    expect(screen.getByText('bea@clinic.example')).toBeInTheDocument();
    expect(window.location.hash).toBe('');
    expect(api.calls.find((call) => call.path === 'invitation')?.body).toEqual({ token: 'tok123' });

    const name = screen.getByRole('textbox', { name: 'Name this passkey' });
    expect(name).toHaveValue('This device');
    await user.clear(name);
    await user.type(name, 'Front desk PC');
    await user.click(screen.getByRole('button', { name: 'Create my passkey' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Requests' })).toBeInTheDocument();
    await screen.findByRole('row', { name: /R-1042/ });
    expect(webauthn.startRegistration).toHaveBeenCalledWith({ optionsJSON: creationOptions });
    expect(api.calls.find((call) => call.path === 'invitation/accept')?.body).toEqual({
      token: 'tok123',
      ceremony: 'r1',
      credential: attestation,
      name: 'Front desk PC',
    });
  });

  it("shows the server's message for an expired or used invitation", async () => {
    staffApi({ me: null });
    const gone = 'This invitation has expired or was already used. Ask an admin for a new one.';
    server.use(
      http.post('/api/staff/invitation', () =>
        HttpResponse.json({ message: gone }, { status: 410 }),
      ),
    );
    renderConsole('/staff/invitation');
    expect(await screen.findByText(gone)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create my passkey' })).toBeNull();
  });
});
