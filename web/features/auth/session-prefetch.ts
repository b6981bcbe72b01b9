import type { SessionUser } from '../../../domain/auth.js';
import { earlyRequest } from '../../lib/early-request.js';
import { fetchSessionUser } from './auth-api.js';

/**
 * The session check, started while the app's code is still starting, instead of after React's
 * first render (on the dashboard the first cards wait for it).
 */
const session = earlyRequest(() => fetchSessionUser(new AbortController().signal));

export const prefetchSession = session.start;

/** The session check started early, once; otherwise a new one. */
export function takeSessionCheck(signal: AbortSignal): Promise<SessionUser | null> {
  return session.take() ?? fetchSessionUser(signal);
}
