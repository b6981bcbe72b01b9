import type { FastifyPluginAsync } from 'fastify';
import * as ops from '../../../domain/operations/stocktakes.js';
import { actorOf } from '../../http/actor.js';
import { route } from '../../http/operation-route.js';
import { stocktakeCsv } from './stocktake-csv.js';
import type { StocktakeService } from './stocktake-service.js';

/** Several phones count at once: their writes are counted per session, not per restaurant. */
const perSession = { config: { writeQuota: 'per-session' } } as const;

/** Stock counts (decision 0016); permissions in domain/operations/stocktakes.ts. */
export function stocktakeRoutes(stocktakes: StocktakeService): FastifyPluginAsync {
  return async (app) => {
    route(app, ops.startStocktake, async (request) =>
      stocktakes.start(actorOf(request), request.body),
    );
    route(app, ops.listStocktakes, async (request) => stocktakes.list(actorOf(request)));
    route(app, ops.getStocktake, async (request) =>
      stocktakes.get(actorOf(request), request.params.id),
    );
    route(
      app,
      ops.scanIntoStocktake,
      async (request) =>
        stocktakes.scanWithLevel(actorOf(request), request.params.id, request.body),
      perSession,
    );
    route(app, ops.listStocktakeScans, async (request) =>
      stocktakes.scans(actorOf(request), request.params.id, request.query),
    );
    route(app, ops.listStocktakeQuantities, async (request) =>
      stocktakes.quantities.list(actorOf(request), request.params.id, request.query),
    );
    route(
      app,
      ops.setStocktakeQuantity,
      async (request) =>
        stocktakes.quantities.set(actorOf(request), request.params.id, request.body),
      perSession,
    );
    route(app, ops.pauseStocktake, async (request) =>
      stocktakes.pause(actorOf(request), request.params.id),
    );
    route(app, ops.resumeStocktake, async (request) =>
      stocktakes.resume(actorOf(request), request.params.id),
    );
    route(app, ops.previewStocktake, async (request) =>
      stocktakes.preview(actorOf(request), request.params.id),
    );
    route(app, ops.applyStocktake, async (request) =>
      stocktakes.apply(actorOf(request), request.params.id, request.body.token),
    );
    route(app, ops.cancelStocktake, async (request) =>
      stocktakes.cancel(actorOf(request), request.params.id),
    );
    route(app, ops.exportStocktakeCsv, async (request, reply) => {
      const record = await stocktakes.record(actorOf(request), request.params.id);
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'Content-Disposition',
          `attachment; filename="stock-count-${request.params.id}.csv"`,
        )
        .send(stocktakeCsv(record));
    });
  };
}
