import type { SessionUser } from '../../../domain/auth.js';
import * as ops from '../../../domain/operations/team.js';
import type { JoinRequest } from '../../../domain/team.js';
import { call } from '../../lib/call.js';

export async function join(code: string, request: JoinRequest): Promise<SessionUser> {
  const body = await call(ops.join, { params: { code }, body: request });
  return body.user;
}
