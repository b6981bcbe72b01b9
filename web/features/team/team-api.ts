import type { Role } from '../../../domain/permissions.js';
import type { CreatedInvite, TeamResponse } from '../../../domain/team.js';
import { apiGet, apiPost, apiRequest } from '../../lib/api-client.js';

/** The Team manager's calls. */

export function fetchTeam(): Promise<TeamResponse> {
  return apiGet<TeamResponse>('/api/team');
}

/** The answer holds the code once: the link cannot be asked for again (decision 0014). */
export function createInvite(role: Role): Promise<CreatedInvite> {
  return apiPost<CreatedInvite>('/api/team/invites', { role });
}

export function revokeInvite(id: string): Promise<void> {
  return apiRequest<void>('DELETE', `/api/team/invites/${encodeURIComponent(id)}`);
}

export function changeRole(userId: string, role: Role): Promise<void> {
  return apiRequest<void>('PATCH', `/api/team/members/${encodeURIComponent(userId)}`, { role });
}

export function removeMember(userId: string): Promise<void> {
  return apiRequest<void>('DELETE', `/api/team/members/${encodeURIComponent(userId)}`);
}
