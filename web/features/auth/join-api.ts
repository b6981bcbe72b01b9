import type { SessionUser } from '../../../domain/auth.js';
import * as ops from '../../../domain/operations/team.js';
import type { JoinInfo, JoinRequest } from '../../../domain/team.js';
import { call } from '../../lib/call.js';

/** The restaurant and role the link joins, or an ApiError `invalid-invite`. */
export function fetchJoinInfo(code: string, signal: AbortSignal): Promise<JoinInfo> {
  return call(ops.joinInfo, { params: { code } }, { signal });
}

export async function join(code: string, request: JoinRequest): Promise<SessionUser> {
  const body = await call(ops.join, { params: { code }, body: request });
  return body.user;
}
