import {
  loginRequestSchema,
  sessionResponseSchema,
  sessionUserSchema,
  signupRequestSchema,
} from '../auth.js';
import { operation } from '../operation.js';
import { changePasswordRequestSchema, renameAccountRequestSchema } from '../team.js';
import { z } from '../zod.js';
import { addresses } from './addresses.js';

/** Signing up, in and out work without a session; the account menu's calls need one. */

export const session = operation({
  name: 'session',
  ...addresses.session,
  rule: 'public',
  tag: 'auth',
  summary: 'The signed-in user, or null',
  status: 200,
  response: z.object({ user: sessionUserSchema.nullable() }),
});

export const signup = operation({
  name: 'signup',
  ...addresses.signup,
  rule: 'public',
  tag: 'auth',
  summary: 'Create a restaurant and its first user with an invite code',
  body: signupRequestSchema,
  status: 201,
  response: sessionResponseSchema,
});

export const login = operation({
  name: 'login',
  ...addresses.login,
  rule: 'public',
  tag: 'auth',
  summary: 'Log in; sets the session cookie',
  body: loginRequestSchema,
  status: 200,
  response: sessionResponseSchema,
});

export const logout = operation({
  name: 'logout',
  ...addresses.logout,
  rule: 'member',
  tag: 'auth',
  summary: 'End this session',
  status: 204,
  response: null,
});

export const renameAccount = operation({
  name: 'renameAccount',
  method: 'PATCH',
  path: '/api/account',
  rule: 'member',
  tag: 'auth',
  summary: 'Change your own name',
  body: renameAccountRequestSchema,
  status: 200,
  response: sessionResponseSchema,
});

export const changePassword = operation({
  name: 'changePassword',
  method: 'PUT',
  path: '/api/account/password',
  rule: 'member',
  tag: 'auth',
  summary: 'Change your own password (the current one required); ends your other sessions',
  body: changePasswordRequestSchema,
  status: 204,
  response: null,
});
