import type { FastifyPluginAsync } from 'fastify';
import * as ops from '../../../domain/operations/open-bottles.js';
import { actorOf } from '../../http/actor.js';
import { route } from '../../http/operation-route.js';
import type { OpenBottleService } from './open-bottle-service.js';

export function openBottleRoutes(service: OpenBottleService): FastifyPluginAsync {
  return async (app) => {
    route(app, ops.openBottle, async (request) =>
      service.open(actorOf(request), request.params.id),
    );
    route(app, ops.recordBottleLevel, async (request) =>
      service.recordLevel(actorOf(request), request.params.id, request.body),
    );
    route(app, ops.pourFromBottle, async (request) =>
      service.pour(actorOf(request), request.params.id, request.body.size),
    );
    route(app, ops.pourGlass, async (request) =>
      service.pourGlass(actorOf(request), request.params.id, request.body.size),
    );
    route(app, ops.finishBottle, async (request) => {
      await service.finish(actorOf(request), request.params.id);
      return undefined;
    });
  };
}
