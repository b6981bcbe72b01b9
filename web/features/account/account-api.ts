import type { SessionResponse, SessionUser } from '../../../domain/auth.js';
import type { ChangePasswordRequest } from '../../../domain/team.js';
import { apiRequest } from '../../lib/api-client.js';

/** The account menu's calls: the member's own name and password. */

export async function renameAccount(displayName: string): Promise<SessionUser> {
  const body = await apiRequest<SessionResponse>('PATCH', '/api/account', { displayName });
  return body.user;
}

/** Ends the member's other sessions; this one stays. */
export function changePassword(request: ChangePasswordRequest): Promise<void> {
  return apiRequest<void>('PUT', '/api/account/password', request);
}
