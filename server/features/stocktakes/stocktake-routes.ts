import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  applyStocktakeRequestSchema,
  quantitiesSchema,
  quantityRequestSchema,
  quantityRowSchema,
  scanRequestSchema,
  scanResultSchema,
  startStocktakeRequestSchema,
  stocktakeListSchema,
  stocktakePreviewSchema,
  stocktakeScansQuerySchema,
  stocktakeScansSchema,
  stocktakeSchema,
} from '../../../domain/stocktakes.js';
import { actorOf } from '../../http/actor.js';
import { stocktakeCsv } from './stocktake-csv.js';
import type { StocktakeService } from './stocktake-service.js';

const idParams = z.object({ id: z.string().min(1).max(64) });
const tags = ['stocktakes'];

/** Stock counts (issue 16, decision 0016); permissions in domain/route-permissions.ts. */
export function stocktakeRoutes(stocktakes: StocktakeService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/stocktakes',
      {
        schema: {
          tags,
          summary: 'Start a stock count of the whole cellar or of chosen locations and bins',
          body: startStocktakeRequestSchema,
          response: { 201: stocktakeSchema },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await stocktakes.start(actorOf(request), request.body)),
    );

    app.get(
      '/stocktakes',
      {
        schema: {
          tags,
          summary: 'Open and paused stock counts, and Past counts',
          response: { 200: stocktakeListSchema },
        },
      },
      async (request) => stocktakes.list(actorOf(request)),
    );

    app.get(
      '/stocktakes/:id',
      {
        schema: {
          tags,
          summary: 'A stock count with its progress per location and bin, and who counted what',
          params: idParams,
          response: { 200: stocktakeSchema },
        },
      },
      async (request) => stocktakes.get(actorOf(request), request.params.id),
    );

    app.post(
      '/stocktakes/:id/scans',
      {
        config: { writeQuota: 'per-session' },
        schema: {
          tags,
          summary: 'Count a scanned bottle (or an unknown code) in a place of the stock count',
          params: idParams,
          body: scanRequestSchema,
          response: { 200: scanResultSchema },
        },
      },
      async (request) => stocktakes.scan(actorOf(request), request.params.id, request.body),
    );

    app.get(
      '/stocktakes/:id/scans',
      {
        schema: {
          tags,
          summary: 'The bottle ids counted in one place of the stock count',
          params: idParams,
          querystring: stocktakeScansQuerySchema,
          response: { 200: stocktakeScansSchema },
        },
      },
      async (request) => stocktakes.scans(actorOf(request), request.params.id, request.query),
    );

    app.get(
      '/stocktakes/:id/quantities',
      {
        schema: {
          tags,
          summary: 'The formats of manual bottles to count by quantity in one place, as counted',
          params: idParams,
          querystring: stocktakeScansQuerySchema,
          response: { 200: quantitiesSchema },
        },
      },
      async (request) =>
        stocktakes.quantities.list(actorOf(request), request.params.id, request.query),
    );

    app.post(
      '/stocktakes/:id/quantities',
      {
        config: { writeQuota: 'per-session' },
        schema: {
          tags,
          summary: 'Set how many manual bottles of a format were counted in a place',
          params: idParams,
          body: quantityRequestSchema,
          response: { 200: quantityRowSchema },
        },
      },
      async (request) =>
        stocktakes.quantities.set(actorOf(request), request.params.id, request.body),
    );

    app.post(
      '/stocktakes/:id/pause',
      {
        schema: {
          tags,
          summary: 'Pause a stock count (scans are refused until it is resumed)',
          params: idParams,
          response: { 200: stocktakeSchema },
        },
      },
      async (request) => stocktakes.pause(actorOf(request), request.params.id),
    );

    app.post(
      '/stocktakes/:id/resume',
      {
        schema: {
          tags,
          summary: 'Resume a paused stock count',
          params: idParams,
          response: { 200: stocktakeSchema },
        },
      },
      async (request) => stocktakes.resume(actorOf(request), request.params.id),
    );

    app.get(
      '/stocktakes/:id/preview',
      {
        schema: {
          tags,
          summary: 'What Apply would do now (an applied count: what it did)',
          params: idParams,
          response: { 200: stocktakePreviewSchema },
        },
      },
      async (request) => stocktakes.preview(actorOf(request), request.params.id),
    );

    app.post(
      '/stocktakes/:id/apply',
      {
        schema: {
          tags,
          summary: 'Reconcile the inventory with the preview of this token, in one transaction',
          params: idParams,
          body: applyStocktakeRequestSchema,
          response: { 200: stocktakeSchema },
        },
      },
      async (request) => stocktakes.apply(actorOf(request), request.params.id, request.body.token),
    );

    app.post(
      '/stocktakes/:id/cancel',
      {
        schema: {
          tags,
          summary: 'Cancel a stock count: nothing of it is applied',
          params: idParams,
          response: { 200: stocktakeSchema },
        },
      },
      async (request) => stocktakes.cancel(actorOf(request), request.params.id),
    );

    app.get(
      '/stocktakes/:id/export.csv',
      {
        schema: {
          tags,
          summary: 'The stock count record as CSV: missing, found elsewhere and unknown codes',
          params: idParams,
          // CSV text, not JSON.
          response: { 200: z.unknown() },
        },
      },
      async (request, reply) => {
        const record = await stocktakes.record(actorOf(request), request.params.id);
        return reply
          .type('text/csv; charset=utf-8')
          .header(
            'Content-Disposition',
            `attachment; filename="stock-count-${request.params.id}.csv"`,
          )
          .send(stocktakeCsv(record));
      },
    );
  };
}
