import type { FastifyPluginAsync } from 'fastify';
import * as ops from '../../../domain/operations/locations.js';
import { actorOf } from '../../http/actor.js';
import { route } from '../../http/operation-route.js';
import type { LocationService } from './location-service.js';

/** The location manager: one location, or one bin of it, per request. */
export function locationRoutes(locations: LocationService): FastifyPluginAsync {
  return async (app) => {
    route(app, ops.addLocation, async (request) => locations.add(actorOf(request), request.body));
    route(app, ops.renameLocation, async (request) =>
      locations.rename(actorOf(request), request.params.id, request.body),
    );
    route(app, ops.deleteLocation, async (request) => {
      await locations.remove(actorOf(request), request.params.id);
      return undefined;
    });
    route(app, ops.addBin, async (request) =>
      locations.addBin(actorOf(request), request.params.id, request.body.name),
    );
    route(app, ops.deleteBin, async (request) =>
      locations.removeBin(actorOf(request), request.params.id, request.params.bin),
    );
  };
}
