import type { FastifyPluginAsync } from 'fastify';
import * as ops from '../../../domain/operations/listings.js';
import { actorOf } from '../../http/actor.js';
import { route } from '../../http/operation-route.js';
import type { ListingService } from './listing-service.js';

/** The by-the-glass manager: one listing per request, keyed by its format. */
export function listingRoutes(listings: ListingService): FastifyPluginAsync {
  return async (app) => {
    route(app, ops.putListing, async (request) => listings.put(actorOf(request), request.body));
    route(app, ops.deleteListing, async (request) => {
      await listings.remove(actorOf(request), request.params.id);
      return undefined;
    });
  };
}
