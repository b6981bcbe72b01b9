import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BACKUP_COUNT_HEADER } from '../../../domain/inventory-csv.js';
import type { Db } from '../../db/database.js';
import { actorOf } from '../../http/actor.js';
import { bottlesCsv } from './bottles-csv.js';

export function exportRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/exports/bottles.csv',
      {
        schema: {
          tags: ['exports'],
          summary: 'The CSV backup of every bottle of the restaurant, at one revision',
          // A stream of CSV text, not JSON.
          response: { 200: z.unknown() },
        },
      },
      async (request, reply) => {
        const { bottles, parts } = await bottlesCsv(db, actorOf(request).restaurantId);
        return reply
          .type('text/csv; charset=utf-8')
          .header('Cache-Control', 'no-store')
          .header(BACKUP_COUNT_HEADER, String(bottles))
          .send(Readable.from(parts));
      },
    );
  };
}
