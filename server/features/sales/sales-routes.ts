import type { FastifyPluginAsync } from 'fastify';
import * as ops from '../../../domain/operations/sales.js';
import { actorOf } from '../../http/actor.js';
import { AppError } from '../../http/app-error.js';
import { route } from '../../http/operation-route.js';
import type { PosItemService } from './pos-items.js';
import type { SalesService } from './sales-service.js';

function fileOf(body: unknown): Uint8Array {
  if (!(body instanceof Uint8Array)) throw new AppError('import-unreadable');
  return body;
}

/** Sales in and POS items matched: owners and managers (the `sales` permission). */
export function salesRoutes(sales: SalesService, items: PosItemService): FastifyPluginAsync {
  return async (app) => {
    route(app, ops.listSales, async (request) => sales.overview(actorOf(request)));
    route(app, ops.previewSales, async (request) =>
      sales.preview(actorOf(request), fileOf(request.body), request.query),
    );
    route(app, ops.importSales, async (request) =>
      sales.commit(actorOf(request), fileOf(request.body), request.query),
    );
    route(app, ops.listPosItems, async (request) => items.list(actorOf(request)));
    route(app, ops.matchPosItem, async (request) => items.match(actorOf(request), request.body));
    route(app, ops.clearPosItemMatch, async (request, reply) => {
      await items.clear(actorOf(request), request.body.item);
      return reply.status(204).send();
    });
    route(app, ops.suggestPosMatches, async (request) =>
      items.suggest(actorOf(request), request.query.q),
    );
  };
}
