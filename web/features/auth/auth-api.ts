import type { LoginRequest, SessionUser, SignupRequest } from '../../../domain/auth.js';
import { addresses } from '../../../domain/operations/addresses.js';
// Types only: the operations' schemas would bring zod into the app's entry.
import type * as ops from '../../../domain/operations/session.js';
import { ApiError } from '../../lib/api-client.js';
import { callAt } from '../../lib/call.js';

/** The current user, or null when nobody is signed in (200 `{ user: null }` or a 401). */
export async function fetchSessionUser(signal: AbortSignal): Promise<SessionUser | null> {
  try {
    const body = await callAt<typeof ops.session>(addresses.session, {}, { signal });
    return body.user ?? null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export async function login(credentials: LoginRequest): Promise<SessionUser> {
  const body = await callAt<typeof ops.login>(addresses.login, { body: credentials });
  return body.user;
}

export async function signup(request: SignupRequest): Promise<SessionUser> {
  const body = await callAt<typeof ops.signup>(addresses.signup, { body: request });
  return body.user;
}

export async function logout(): Promise<void> {
  await callAt<typeof ops.logout>(addresses.logout, {});
}
