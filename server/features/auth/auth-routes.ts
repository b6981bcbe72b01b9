import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  loginRequestSchema,
  sessionResponseSchema,
  sessionUserSchema,
  signupRequestSchema,
} from '../../../domain/auth.js';
import { actorOf } from '../../http/actor.js';
import type { AuthService } from './auth-service.js';
import { clearSessionCookie, setSessionCookie } from './session-cookie.js';

/** Routes that work without a session. */
export function publicAuthRoutes(auth: AuthService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/auth/signup',
      {
        schema: {
          tags: ['auth'],
          summary: 'Create a restaurant and its first user with an invite code',
          body: signupRequestSchema,
          response: { 201: sessionResponseSchema },
        },
      },
      async (request, reply) => {
        const session = await auth.signup(request.body, request.ip);
        setSessionCookie(request, reply, session.token, session.expiresAt);
        return reply.status(201).send({ user: session.user });
      },
    );

    app.post(
      '/auth/login',
      {
        schema: {
          tags: ['auth'],
          summary: 'Log in; sets the session cookie',
          body: loginRequestSchema,
          response: { 200: sessionResponseSchema },
        },
      },
      async (request, reply) => {
        const session = await auth.login(request.body.email, request.body.password, request.ip);
        setSessionCookie(request, reply, session.token, session.expiresAt);
        return { user: session.user };
      },
    );

    app.get(
      '/session',
      {
        schema: {
          tags: ['auth'],
          summary: 'The signed-in user, or null',
          response: { 200: z.object({ user: sessionUserSchema.nullable() }) },
        },
      },
      async (request) => {
        if (!request.actor) return { user: null };
        return { user: await auth.sessionUser(request.actor) };
      },
    );
  };
}

/** Routes that need a session. */
export function sessionAuthRoutes(auth: AuthService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/auth/logout',
      { schema: { tags: ['auth'], summary: 'End this session' } },
      async (request, reply) => {
        await auth.logout(actorOf(request));
        clearSessionCookie(request, reply);
        return reply.status(204).send();
      },
    );
  };
}
