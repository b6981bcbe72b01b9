import type { FastifyPluginAsync } from 'fastify';
import * as ops from '../../../domain/operations/session.js';
import { actorOf } from '../../http/actor.js';
import { route } from '../../http/operation-route.js';
import type { AuthService } from './auth-service.js';
import { clearSessionCookie, setSessionCookie } from './session-cookie.js';

/** Routes that work without a session. */
export function publicAuthRoutes(auth: AuthService): FastifyPluginAsync {
  return async (app) => {
    route(app, ops.signup, async (request, reply) => {
      const session = await auth.signup(request.body, request.ip);
      setSessionCookie(request, reply, session.token, session.expiresAt);
      return { user: session.user };
    });
    route(app, ops.login, async (request, reply) => {
      const session = await auth.login(request.body.email, request.body.password, request.ip);
      setSessionCookie(request, reply, session.token, session.expiresAt);
      return { user: session.user };
    });
    route(app, ops.session, async (request) => {
      if (!request.actor) return { user: null };
      return { user: await auth.sessionUser(request.actor) };
    });
  };
}

/** Routes that need a session. */
export function sessionAuthRoutes(auth: AuthService): FastifyPluginAsync {
  return async (app) => {
    route(app, ops.logout, async (request, reply) => {
      await auth.logout(actorOf(request));
      clearSessionCookie(request, reply);
      return undefined;
    });
  };
}
