import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { snapshotSchema } from '../../../domain/snapshot.js';
import type { Db } from '../../db/database.js';
import { actorOf } from '../../http/actor.js';
import { loadSnapshot } from './snapshot-service.js';

export function snapshotRoutes(db: Db): FastifyPluginAsyncZod {
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
  };
}
