import { useState } from 'react';
import { failureMessage } from '@/features/staff/api/errors';
import { fetchTeam, revoke } from '@/features/staff/api/admin';
import type { TeamMember } from '@/features/staff/api/types';
import { Loading } from '@/features/staff/components/Loading';
import { Notice } from '@/features/staff/components/Notice';
import { PageHeading } from '@/features/staff/components/PageHeading';
import { clinicDateTime } from '@/features/staff/format/time';
import { useDocumentTitle } from '@/features/staff/hooks/use-document-title';
import { useResource } from '@/features/staff/hooks/use-resource';
import { useMe } from '@/features/staff/session/session-context';
import { InviteForm } from './InviteForm';
import { RevokeDialog } from './RevokeDialog';
import './TeamPage.css';

function standing(member: TeamMember): string {
  if (member.revokedAt) return `Revoked ${clinicDateTime(member.revokedAt)}`;
  if (member.invitationPending) return 'Invitation pending';
  return 'Active';
}

/** The clinic's staff (admins only): who may sign in, inviting someone, revoking someone. */
export function TeamPage() {
  useDocumentTitle('Team');
  const me = useMe();
  const team = useResource('team', fetchTeam);
  const [revoking, setRevoking] = useState<TeamMember | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  const confirmRevoke = async (member: TeamMember) => {
    await revoke(member.id);
    setRevoking(null);
    setMessage(`${member.name} can no longer sign in; their sessions have ended.`);
    team.reload();
  };

  return (
    <div className="team">
      <PageHeading>Team</PageHeading>
      <Notice tone="success">{message}</Notice>
      <section className="staff-section" aria-labelledby="team-title">
        <h2 id="team-title">Staff members</h2>
        {team.loading ? (
          <Loading what="Loading the team…" />
        ) : !team.data ? (
          <Notice tone="error">{failureMessage(team.error)}</Notice>
        ) : (
          <div className="staff-table-wrap">
            <table className="staff-table staff-table--cards team__table">
              <caption className="visually-hidden">Staff members</caption>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Email</th>
                  <th scope="col">Role</th>
                  <th scope="col">Passkeys</th>
                  <th scope="col">Standing</th>
                  <th scope="col">
                    <span className="visually-hidden">Revoke</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {team.data.map((member) => (
                  <tr key={member.id} className={member.revokedAt ? 'team__revoked' : undefined}>
                    <th scope="row" data-label="Name">
                      {member.name}
                    </th>
                    <td data-label="Email" className="team__email">
                      {member.email}
                    </td>
                    <td data-label="Role">{member.role === 'admin' ? 'Admin' : 'Front desk'}</td>
                    <td data-label="Passkeys">{member.passkeys}</td>
                    <td data-label="Standing">{standing(member)}</td>
                    <td data-label="">
                      {!member.revokedAt && member.email !== me.email ? (
                        <button
                          type="button"
                          className="btn btn--outline btn--small"
                          onClick={() => {
                            setMessage(null);
                            setRevoking(member);
                          }}
                          aria-label={`Revoke ${member.name}`}
                        >
                          Revoke
                        </button>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <InviteForm onInvited={team.reload} />
      <RevokeDialog
        member={revoking}
        onConfirm={confirmRevoke}
        onCancel={() => setRevoking(null)}
      />
    </div>
  );
}
