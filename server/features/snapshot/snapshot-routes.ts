import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { costViewOf } from '../../../domain/cost-view.js';
import { snapshotSchema } from '../../../domain/snapshot.js';
import type { Db } from '../../db/database.js';
import { actorOf } from '../../http/actor.js';
import { currentRevision } from '../restaurants/restaurant-repo.js';
import { chooseEncoding } from './encoded-model.js';
import type { ModelCache } from './model-cache.js';
import { loadSnapshot } from './snapshot-service.js';

// Strict, as every query string: an unknown parameter is a mistake worth telling.
const compactQuerySchema = z.strictObject({
  /** The revision the tab already shows: no older model is sent (a role change reloads it). */
  atLeast: z.coerce.number().int().min(0).optional(),
});

export function snapshotRoutes(db: Db, models: ModelCache): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/snapshot',
      {
        schema: {
          tags: ['live'],
          summary: "The signed-in user's restaurant, consistent at one revision",
          response: { 200: snapshotSchema },
        },
      },
      async (request) => loadSnapshot(db, actorOf(request).restaurantId),
    );

    app.get(
      '/snapshot/compact',
      {
        // Compressed here, once per revision, not by the compress plugin on every request.
        compress: false,
        schema: {
          tags: ['live'],
          summary:
            "The restaurant's model (its wines, formats and bottle counts per place; decision 0013) in the columnar form the web app loads (domain/snapshot-codec.ts), with an ETag. It may be a few revisions old, never older than `atLeast`: follow /api/live from its revision.",
          querystring: compactQuerySchema,
          response: { 200: z.unknown(), 304: z.null() },
        },
      },
      async (request, reply) => {
        const { restaurantId, role } = actorOf(request);
        const entry = await models.serve(
          restaurantId,
          await currentRevision(db.kysely, restaurantId),
          costViewOf(role),
          request.query.atLeast,
        );
        reply
          .header('ETag', entry.etag)
          .header('Cache-Control', 'private, no-cache')
          .header('Vary', 'Accept-Encoding, Cookie');
        if (request.headers['if-none-match'] === entry.etag) return reply.status(304).send(null);
        const encoding = chooseEncoding(request.headers['accept-encoding']);
        const body = await entry.body(encoding);
        if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
        // A Buffer is sent as it is: the model was compressed once for this revision.
        return reply.type('application/json; charset=utf-8').send(body);
      },
    );
  };
}
