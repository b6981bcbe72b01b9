import type { SessionUser } from '../../../domain/auth.js';
import * as ops from '../../../domain/operations/session.js';
import type { ChangePasswordRequest } from '../../../domain/team.js';
import { call } from '../../lib/call.js';

/** The account menu's calls: the member's own name and password. */

export async function renameAccount(displayName: string): Promise<SessionUser> {
  const body = await call(ops.renameAccount, { body: { displayName } });
  return body.user;
}

/** Ends the member's other sessions; this one stays. */
export function changePassword(request: ChangePasswordRequest): Promise<void> {
  return call(ops.changePassword, { body: request });
}
