import type {
  LoginRequest,
  SessionResponse,
  SessionUser,
  SignupRequest,
} from '../../../domain/auth.js';
import { ApiError, apiGet, apiPost } from '../../lib/api-client.js';

/** The current user, or null when nobody is signed in (200 `{ user: null }` or a 401). */
export async function fetchSessionUser(signal: AbortSignal): Promise<SessionUser | null> {
  try {
    const body = await apiGet<{ user: SessionUser | null }>('/api/session', { signal });
    return body.user ?? null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export async function login(credentials: LoginRequest): Promise<SessionUser> {
  const body = await apiPost<SessionResponse>('/api/auth/login', credentials);
  return body.user;
}

export async function signup(request: SignupRequest): Promise<SessionUser> {
  const body = await apiPost<SessionResponse>('/api/auth/signup', request);
  return body.user;
}

export async function logout(): Promise<void> {
  await apiPost<undefined>('/api/auth/logout');
}
