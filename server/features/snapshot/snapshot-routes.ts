import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { snapshotSchema } from '../../../domain/snapshot.js';
import { compactSnapshot } from '../../../domain/snapshot-codec.js';
import type { Db } from '../../db/database.js';
import { actorOf } from '../../http/actor.js';
import type { LiveHub } from '../../live/hub.js';
import { currentRevision } from '../restaurants/restaurant-repo.js';
import { RestaurantMirror } from './restaurant-mirror.js';
import { chooseEncoding, EncodedSnapshot, MirrorCache, SnapshotCache } from './snapshot-cache.js';
import { loadSnapshot } from './snapshot-service.js';

export function snapshotRoutes(db: Db, hub: LiveHub): FastifyPluginAsyncZod {
  const cache = new SnapshotCache();
  const mirrors = new MirrorCache();
  hub.addListener(mirrors);
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
      async (request) => loadSnapshot(db, actorOf(request)),
    );

    app.get(
      '/snapshot/compact',
      {
        // Compressed here, once per revision, not by the compress plugin on every request.
        compress: false,
        schema: {
          tags: ['live'],
          summary:
            'The same snapshot in the columnar form the web app loads (domain/snapshot-codec.ts), with an ETag',
          response: { 200: z.unknown(), 304: z.null() },
        },
      },
      async (request, reply) => {
        const actor = actorOf(request);
        const revision = await currentRevision(db.kysely, actor.restaurantId);
        let entry = cache.get(actor.restaurantId, revision);
        if (!entry) {
          // From memory when the mirror is current (the usual case after a write); from the
          // database when there is none yet or it fell behind.
          let mirror = mirrors.get(actor.restaurantId);
          if (!mirror || mirror.revision < revision) {
            mirror = new RestaurantMirror(actor.restaurantId, await loadSnapshot(db, actor));
            mirrors.put(mirror);
          }
          const json = JSON.stringify(compactSnapshot(mirror.toSnapshot()));
          entry = new EncodedSnapshot(actor.restaurantId, mirror.revision, json);
          cache.put(entry);
        }
        reply
          .header('ETag', entry.etag)
          .header('Cache-Control', 'private, no-cache')
          .header('Vary', 'Accept-Encoding, Cookie');
        if (request.headers['if-none-match'] === entry.etag) return reply.status(304).send(null);
        const encoding = chooseEncoding(request.headers['accept-encoding']);
        const body = await entry.body(encoding);
        if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
        // A Buffer is sent as it is: the JSON was written once for this revision.
        return reply.type('application/json; charset=utf-8').send(body);
      },
    );
  };
}
