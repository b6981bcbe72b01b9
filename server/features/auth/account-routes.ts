import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionResponseSchema } from '../../../domain/auth.js';
import { changePasswordRequestSchema, renameAccountRequestSchema } from '../../../domain/team.js';
import { actorOf } from '../../http/actor.js';
import type { AccountService } from './account-service.js';

/** The account menu: a member's own name and password. */
export function accountRoutes(account: AccountService): FastifyPluginAsyncZod {
  return async (app) => {
    app.patch(
      '/account',
      {
        schema: {
          tags: ['auth'],
          summary: 'Change your own name',
          body: renameAccountRequestSchema,
          response: { 200: sessionResponseSchema },
        },
      },
      async (request) => ({
        user: await account.rename(actorOf(request), request.body.displayName),
      }),
    );

    app.put(
      '/account/password',
      {
        schema: {
          tags: ['auth'],
          summary: 'Change your own password (the current one required); ends your other sessions',
          body: changePasswordRequestSchema,
        },
      },
      async (request, reply) => {
        const { currentPassword, newPassword } = request.body;
        await account.changePassword(actorOf(request), currentPassword, newPassword, request.ip);
        return reply.status(204).send();
      },
    );
  };
}
