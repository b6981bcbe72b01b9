import type { SessionUser } from '../../../domain/auth.js';
import { fetchSessionUser } from './auth-api.js';

let early: Promise<SessionUser | null> | null = null;

/**
 * Starts the session check while the app's code is still starting, instead of after React's
 * first render (on the dashboard the snapshot waits for it).
 */
export function prefetchSession(): void {
  early = fetchSessionUser(new AbortController().signal);
  // The AuthProvider takes it and handles a failure; it must not surface as unhandled before.
  early.catch(() => undefined);
}

/** The session check started early, once; otherwise a new one. */
export function takeSessionCheck(signal: AbortSignal): Promise<SessionUser | null> {
  const taken = early;
  early = null;
  return taken ?? fetchSessionUser(signal);
}
