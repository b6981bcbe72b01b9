import type { FastifyPluginAsync } from 'fastify';
import * as ops from '../../../domain/operations/team.js';
import { actorOf } from '../../http/actor.js';
import { route } from '../../http/operation-route.js';
import { setSessionCookie } from '../auth/index.js';
import type { TeamService } from './team-service.js';

/** The join page's calls: they work without a session (the link is the credential). */
export function joinRoutes(team: TeamService): FastifyPluginAsync {
  return async (app) => {
    route(app, ops.joinInfo, async (request) => team.joinInfo(request.params.code, request.ip));
    route(app, ops.join, async (request, reply) => {
      const session = await team.join(request.params.code, request.body, request.ip, request.actor);
      setSessionCookie(request, reply, session.token, session.expiresAt);
      return { user: session.user };
    });
  };
}

/** The Team manager (owners and managers, within the roles they manage). */
export function teamRoutes(team: TeamService): FastifyPluginAsync {
  return async (app) => {
    route(app, ops.team, async (request) => team.list(actorOf(request)));
    route(app, ops.createInvite, async (request) =>
      team.invite(actorOf(request), request.body.role),
    );
    route(app, ops.revokeInvite, async (request) => {
      await team.revokeInvite(actorOf(request), request.params.id);
      return undefined;
    });
    route(app, ops.changeRole, async (request) => {
      await team.changeRole(actorOf(request), request.params.userId, request.body.role);
      return undefined;
    });
    route(app, ops.removeMember, async (request) => {
      await team.remove(actorOf(request), request.params.userId);
      return undefined;
    });
  };
}
