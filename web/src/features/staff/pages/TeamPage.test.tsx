import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { TeamMember } from '@/features/staff/api/types';
import { staffApi } from '@/features/staff/testing/staff-api';
import { renderConsole } from '@/features/staff/testing/render-console';
import { server } from '@/testing/server';

const member = (
  id: number,
  name: string,
  email: string,
  extra: Partial<TeamMember> = {},
): TeamMember => ({
  id,
  name,
  email,
  role: 'frontdesk',
  createdAt: '2025-11-01T15:00:00Z',
  revokedAt: null,
  passkeys: 1,
  invitationPending: false,
  ...extra,
});

describe('the team', () => {
  it('lists the staff, invites someone and shows the link to copy', async () => {
    const api = staffApi({
      team: [
        member(1, 'Ann Desk', 'ann@clinic.example', { role: 'admin', passkeys: 2 }),
        member(2, 'Cal Gone', 'cal@clinic.example', { revokedAt: '2025-11-20T15:00:00Z' }),
      ],
    });
    server.use(
      http.post('/api/staff/team/invitations', () =>
        HttpResponse.json(
          { invitationUrl: 'http://localhost/staff/invitation#abc' },
          { status: 201 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderConsole('/staff/team');
    const ann = await screen.findByRole('row', { name: /Ann Desk/ });
    expect(ann).toHaveTextContent('Admin');
    expect(within(ann).queryByRole('button')).toBeNull();
    expect(screen.getByRole('row', { name: /Cal Gone/ })).toHaveTextContent('Revoked Nov 20');

    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'dee@clinic.example');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Dee New');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'Admin');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));

    expect(await screen.findByRole('textbox', { name: 'Invitation link for Dee New' })).toHaveValue(
      'http://localhost/staff/invitation#abc',
    );
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    expect(api.calls.find((call) => call.path === 'team/invitations')?.body).toEqual({
      email: 'dee@clinic.example',
      name: 'Dee New',
      role: 'admin',
    });
  });

  it('revokes a member only after the confirm step', async () => {
    const api = staffApi({ team: [member(4, 'Eve Desk', 'eve@clinic.example')] });
    server.use(
      http.post('/api/staff/team/:id/revoke', () => {
        api.state.team = [
          member(4, 'Eve Desk', 'eve@clinic.example', { revokedAt: '2025-11-26T15:00:00Z' }),
        ];
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = userEvent.setup();
    renderConsole('/staff/team');
    await user.click(await screen.findByRole('button', { name: 'Revoke Eve Desk' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Revoke Eve Desk?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.calls.some((call) => call.path === 'team/4/revoke')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Revoke Eve Desk' }));
    await user.click(screen.getByRole('button', { name: 'Revoke access' }));
    expect(
      await screen.findByText('Eve Desk can no longer sign in; their sessions have ended.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('row', { name: /Eve Desk/ })).toHaveTextContent('Revoked');
    expect(api.calls.filter((call) => call.path === 'team/4/revoke')).toHaveLength(1);
  });
});
