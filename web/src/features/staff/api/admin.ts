import { staffGet, staffPost } from './client';
import type { AuditFilters, AuditPage, NewInvitation, TeamMember } from './types';

export function fetchAudit(filters: AuditFilters): Promise<AuditPage> {
  const { request, staff, page } = filters;
  return staffGet<AuditPage>('audit', { request, staff, page });
}

export function fetchTeam(): Promise<TeamMember[]> {
  return staffGet<TeamMember[]>('team');
}

export function invite(invitation: NewInvitation): Promise<{ invitationUrl: string }> {
  return staffPost<{ invitationUrl: string }>('team/invitations', invitation);
}

export function revoke(id: number): Promise<void> {
  return staffPost<unknown>(`team/${id}/revoke`).then(() => undefined);
}
