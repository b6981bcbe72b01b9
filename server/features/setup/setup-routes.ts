import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { setupStateSchema } from '../../../domain/setup.js';
import { actorOf } from '../../http/actor.js';
import type { SetupService } from './setup-service.js';

/** The dashboard's first-run checklist; permissions in domain/route-permissions.ts. */
export function setupRoutes(setup: SetupService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/setup',
      {
        schema: {
          tags: ['setup'],
          summary: 'Which steps of the first-run checklist are done, and whether it was dismissed',
          response: { 200: setupStateSchema },
        },
      },
      async (request) => setup.state(actorOf(request)),
    );
    app.post(
      '/setup/dismiss',
      {
        schema: {
          tags: ['setup'],
          summary: 'Dismiss the first-run checklist for the whole restaurant',
          response: { 200: setupStateSchema },
        },
      },
      async (request) => setup.dismiss(actorOf(request)),
    );
  };
}
