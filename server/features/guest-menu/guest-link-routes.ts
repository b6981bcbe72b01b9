import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guestMenuLinkSchema, guestMenuOptionsSchema } from '../../../domain/guest-link.js';
import { actorOf } from '../../http/actor.js';
import type { GuestLinkService } from './guest-link-service.js';

/** The Guest Menu Link manager's routes (owners and managers: edit-settings). */
export function guestLinkRoutes(links: GuestLinkService): FastifyPluginAsyncZod {
  return async (app) => {
    const schema = (summary: string) => ({
      tags: ['guest-menu'],
      summary,
      response: { 200: guestMenuLinkSchema },
    });
    app.get(
      '/guest-menu-link',
      { schema: schema("The guest menu's public link and options") },
      async (request) => links.get(actorOf(request)),
    );
    app.post(
      '/guest-menu-link/publish',
      { schema: schema('Publish the menu at a public address (kept if already published)') },
      async (request) => links.publish(actorOf(request)),
    );
    app.post(
      '/guest-menu-link/new-link',
      { schema: schema('Replace the public address: the old one answers 404 at once') },
      async (request) => links.newLink(actorOf(request)),
    );
    app.post(
      '/guest-menu-link/unpublish',
      { schema: schema('Turn the public address off (404 at once)') },
      async (request) => links.unpublish(actorOf(request)),
    );
    app.patch(
      '/guest-menu-link',
      {
        schema: {
          ...schema('Hide prices, show "Last bottle", the welcome texts'),
          body: guestMenuOptionsSchema,
        },
      },
      async (request) => links.setOptions(actorOf(request), request.body),
    );
  };
}
