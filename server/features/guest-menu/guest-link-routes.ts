import type { FastifyPluginAsync } from 'fastify';
import * as ops from '../../../domain/operations/guest-menu.js';
import { actorOf } from '../../http/actor.js';
import { route } from '../../http/operation-route.js';
import type { GuestLinkService } from './guest-link-service.js';

/** The Guest Menu Link manager's routes (owners and managers: edit-settings). */
export function guestLinkRoutes(links: GuestLinkService): FastifyPluginAsync {
  return async (app) => {
    route(app, ops.guestMenuLink, async (request) => links.get(actorOf(request)));
    route(app, ops.publishGuestMenu, async (request) => links.publish(actorOf(request)));
    route(app, ops.newGuestMenuLink, async (request) => links.newLink(actorOf(request)));
    route(app, ops.unpublishGuestMenu, async (request) => links.unpublish(actorOf(request)));
    route(app, ops.setGuestMenuOptions, async (request) =>
      links.setOptions(actorOf(request), request.body),
    );
  };
}
