import type { SessionResponse, SessionUser } from '../../../domain/auth.js';
import type { JoinInfo, JoinRequest } from '../../../domain/team.js';
import { apiGet, apiPost } from '../../lib/api-client.js';

const path = (code: string) => `/api/join/${encodeURIComponent(code)}`;

/** The restaurant and role the link joins, or an ApiError `invalid-invite`. */
export function fetchJoinInfo(code: string, signal: AbortSignal): Promise<JoinInfo> {
  return apiGet<JoinInfo>(path(code), { signal });
}

export async function join(code: string, request: JoinRequest): Promise<SessionUser> {
  const body = await apiPost<SessionResponse>(path(code), request);
  return body.user;
}
