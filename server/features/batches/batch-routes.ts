import type { FastifyPluginAsync } from 'fastify';
import * as ops from '../../../domain/operations/batches.js';
import { actorOf } from '../../http/actor.js';
import { route } from '../../http/operation-route.js';
import { batchAnswer as result } from './batch-commands.js';
import type { BatchService } from './batch-service.js';

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
