import * as ops from '../../../domain/operations/team.js';
import type { Role } from '../../../domain/permissions.js';
import type { CreatedInvite } from '../../../domain/team.js';
import { call } from '../../lib/call.js';

/** The Team manager's writes (its read is `useCall(team)`). */

/** The answer holds the code once: the link cannot be asked for again (decision 0014). */
export function createInvite(role: Role): Promise<CreatedInvite> {
  return call(ops.createInvite, { body: { role } });
}

export function revokeInvite(id: string): Promise<void> {
  return call(ops.revokeInvite, { params: { id } });
}

export function changeRole(userId: string, role: Role): Promise<void> {
  return call(ops.changeRole, { params: { userId }, body: { role } });
}

export function removeMember(userId: string): Promise<void> {
  return call(ops.removeMember, { params: { userId } });
}
