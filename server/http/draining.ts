import type { FastifyInstance } from 'fastify';
import { errorBody } from './app-error.js';

/** Long enough for a load balancer to have noticed, or for the instance to be back. */
const RETRY_AFTER_SECONDS = 5;

/**
 * A request that reaches a server already shutting down (on a kept-alive connection) is refused
 * 503 `server-busy` with Retry-After like every 503, and the connection closed, so the client's
 * retry goes to the instance that replaces this one. Fastify's own answer (`return503OnClosing`)
 * says neither why nor when; it is turned off where this is registered.
 */
export function registerDraining(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    // Whatever the route's own answers look like (health has its own 503): this one is an error.
    return reply
      .code(503)
      .header('Connection', 'close')
      .header('Retry-After', String(RETRY_AFTER_SECONDS))
      .header('Cache-Control', 'no-store')
      .type('application/json; charset=utf-8')
      .serializer(JSON.stringify)
      .send(errorBody('server-busy'));
  });
}
