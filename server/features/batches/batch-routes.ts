import type { FastifyPluginAsync } from 'fastify';
import type { Bottle } from '../../../domain/inventory.js';
import * as ops from '../../../domain/operations/batches.js';
import { actorOf } from '../../http/actor.js';
import { route } from '../../http/operation-route.js';
import type { BatchService } from './batch-service.js';

const result = (bottles: Bottle[]) => ({
  count: bottles.length,
  ids: bottles.map((bottle) => bottle.id),
});

export function batchRoutes(batches: BatchService): FastifyPluginAsync {
  return async (app) => {
    route(app, ops.moveBottles, async (request) =>
      result(await batches.move(actorOf(request), request.body)),
    );
    route(app, ops.removeBottles, async (request) =>
      result(await batches.remove(actorOf(request), request.body)),
    );
    route(app, ops.changeBottlesFormat, async (request) =>
      result(await batches.changeFormat(actorOf(request), request.body)),
    );
    route(app, ops.addScannedBottles, async (request) =>
      result(await batches.add(actorOf(request), request.body)),
    );
    route(app, ops.confirmIntake, async (request) =>
      result(await batches.intake(actorOf(request), request.body)),
    );
  };
}
