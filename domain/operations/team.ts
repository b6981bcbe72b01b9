import { sessionResponseSchema } from '../auth.js';
import { operation } from '../operation.js';
import {
  changeRoleRequestSchema,
  createdInviteSchema,
  createInviteRequestSchema,
  inviteParamsSchema,
  joinInfoSchema,
  joinParamsSchema,
  joinRequestSchema,
  memberParamsSchema,
  teamResponseSchema,
} from '../team.js';

/** The join page's calls work without a session: the link is the credential. */

export const joinInfo = operation({
  name: 'joinInfo',
  method: 'GET',
  path: '/api/join/:code',
  rule: 'public',
  tag: 'team',
  summary: 'The restaurant and role a team invite link joins, if it is still valid',
  params: joinParamsSchema,
  status: 200,
  response: joinInfoSchema,
});

export const join = operation({
  name: 'join',
  method: 'POST',
  path: '/api/join/:code',
  rule: 'public',
  tag: 'team',
  summary: 'Join the restaurant with a team invite link; sets the session cookie',
  params: joinParamsSchema,
  body: joinRequestSchema,
  status: 201,
  response: sessionResponseSchema,
});

/** The Team manager (owners and managers, within the roles they manage). */

export const team = operation({
  name: 'team',
  method: 'GET',
  path: '/api/team',
  rule: 'manage-team',
  tag: 'team',
  summary: 'The members and the pending invites',
  status: 200,
  response: teamResponseSchema,
});

export const createInvite = operation({
  name: 'createInvite',
  method: 'POST',
  path: '/api/team/invites',
  rule: 'manage-team',
  tag: 'team',
  summary: 'A single-use invite link valid 7 days; its code is answered only this once',
  body: createInviteRequestSchema,
  status: 201,
  response: createdInviteSchema,
});

export const revokeInvite = operation({
  name: 'revokeInvite',
  method: 'DELETE',
  path: '/api/team/invites/:id',
  rule: 'manage-team',
  tag: 'team',
  summary: 'Revoke a pending invite',
  params: inviteParamsSchema,
  status: 204,
  response: null,
});

export const changeRole = operation({
  name: 'changeRole',
  method: 'PATCH',
  path: '/api/team/members/:userId',
  rule: 'manage-team',
  tag: 'team',
  summary: "Change a member's role; their open tabs follow at once",
  params: memberParamsSchema,
  body: changeRoleRequestSchema,
  status: 204,
  response: null,
});

export const removeMember = operation({
  name: 'removeMember',
  method: 'DELETE',
  path: '/api/team/members/:userId',
  rule: 'manage-team',
  tag: 'team',
  summary: 'Remove from team: their sessions end and their open tabs sign out',
  params: memberParamsSchema,
  status: 204,
  response: null,
});
