import type { FastifyRequest } from 'fastify';
import type { Role } from '../../domain/permissions.js';
import { AppError } from './app-error.js';

/**
 * Who is asking, as proven by a live session. Only the session guard creates one, so a service
 * that takes an Actor cannot be reached without the check having run; the restaurant always comes
 * from here, never from the request.
 */
export interface Actor {
  readonly userId: string;
  readonly restaurantId: string;
  readonly sessionId: string;
  /** Read with the session on every request: a changed role applies to the next one. */
  readonly role: Role;
}

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
    /** performance.now() when the request arrived (for the Server-Timing header). */
    receivedAt: number;
  }
}

export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new AppError('login-required');
  return request.actor;
}
