import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionResponseSchema } from '../../../domain/auth.js';
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
} from '../../../domain/team.js';
import { actorOf } from '../../http/actor.js';
import { setSessionCookie } from '../auth/session-cookie.js';
import type { TeamService } from './team-service.js';

/** The join page's calls: they work without a session (the link is the credential). */
export function joinRoutes(team: TeamService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/join/:code',
      {
        schema: {
          tags: ['team'],
          summary: 'The restaurant and role a team invite link joins, if it is still valid',
          params: joinParamsSchema,
          response: { 200: joinInfoSchema },
        },
      },
      async (request) => team.joinInfo(request.params.code, request.ip),
    );

    app.post(
      '/join/:code',
      {
        schema: {
          tags: ['team'],
          summary: 'Join the restaurant with a team invite link; sets the session cookie',
          params: joinParamsSchema,
          body: joinRequestSchema,
          response: { 201: sessionResponseSchema },
        },
      },
      async (request, reply) => {
        const session = await team.join(
          request.params.code,
          request.body,
          request.ip,
          request.actor,
        );
        setSessionCookie(request, reply, session.token, session.expiresAt);
        return reply.status(201).send({ user: session.user });
      },
    );
  };
}

/** The Team manager (owners and managers, within the roles they manage). */
export function teamRoutes(team: TeamService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/team',
      {
        schema: {
          tags: ['team'],
          summary: 'The members and the pending invites',
          response: { 200: teamResponseSchema },
        },
      },
      async (request) => team.list(actorOf(request)),
    );

    app.post(
      '/team/invites',
      {
        schema: {
          tags: ['team'],
          summary: 'A single-use invite link valid 7 days; its code is answered only this once',
          body: createInviteRequestSchema,
          response: { 201: createdInviteSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await team.invite(actorOf(request), request.body.role)),
    );

    app.delete(
      '/team/invites/:id',
      {
        schema: { tags: ['team'], summary: 'Revoke a pending invite', params: inviteParamsSchema },
      },
      async (request, reply) => {
        await team.revokeInvite(actorOf(request), request.params.id);
        return reply.status(204).send();
      },
    );

    app.patch(
      '/team/members/:userId',
      {
        schema: {
          tags: ['team'],
          summary: "Change a member's role; their open tabs follow at once",
          params: memberParamsSchema,
          body: changeRoleRequestSchema,
        },
      },
      async (request, reply) => {
        await team.changeRole(actorOf(request), request.params.userId, request.body.role);
        return reply.status(204).send();
      },
    );

    app.delete(
      '/team/members/:userId',
      {
        schema: {
          tags: ['team'],
          summary: 'Remove from team: their sessions end and their open tabs sign out',
          params: memberParamsSchema,
        },
      },
      async (request, reply) => {
        await team.remove(actorOf(request), request.params.userId);
        return reply.status(204).send();
      },
    );
  };
}
