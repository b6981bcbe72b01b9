import type { FastifyPluginAsync } from 'fastify';
import { costViewOf } from '../../../domain/cost-view.js';
import * as ops from '../../../domain/operations/live.js';
import type { Db } from '../../db/database.js';
import { actorOf } from '../../http/actor.js';
import { route } from '../../http/operation-route.js';
import { currentRevision } from '../restaurants/index.js';
import { chooseEncoding } from './encoded-model.js';
import type { ModelCache } from './model-cache.js';
import { loadSnapshot } from './snapshot-service.js';

export function snapshotRoutes(db: Db, models: ModelCache): FastifyPluginAsync {
  return async (app) => {
    route(app, ops.snapshot, async (request) => loadSnapshot(db, actorOf(request).restaurantId));

    route(
      app,
      ops.compactSnapshot,
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
      // Compressed here, once per revision, not by the compress plugin on every request.
      { compress: false },
    );
  };
}
