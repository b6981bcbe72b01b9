import type { FastifyPluginAsync } from 'fastify';
import * as ops from '../../../domain/operations/session.js';
import { actorOf } from '../../http/actor.js';
import { route } from '../../http/operation-route.js';
import type { AccountService } from './account-service.js';

/** The account menu: a member's own name and password. */
export function accountRoutes(account: AccountService): FastifyPluginAsync {
  return async (app) => {
    route(app, ops.renameAccount, async (request) => ({
      user: await account.rename(actorOf(request), request.body.displayName),
    }));
    route(app, ops.changePassword, async (request) => {
      const { currentPassword, newPassword } = request.body;
      await account.changePassword(actorOf(request), currentPassword, newPassword, request.ip);
      return undefined;
    });
  };
}
