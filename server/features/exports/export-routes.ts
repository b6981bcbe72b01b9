import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BACKUP_COUNT_HEADER, csvBackupFileName } from '../../../domain/csv-backup-file.js';
import { inventoryReportSchema, reportQuerySchema } from '../../../domain/inventory-report.js';
import type { Db } from '../../db/database.js';
import { actorOf } from '../../http/actor.js';
import { bottlesCsv } from './bottles-csv.js';
import { inventoryReport } from './inventory-report.js';

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
        return (
          reply
            .type('text/csv; charset=utf-8')
            // The server's date: the web app names its download with the user's own.
            .header(
              'Content-Disposition',
              `attachment; filename="${csvBackupFileName(new Date())}"`,
            )
            .header(BACKUP_COUNT_HEADER, String(bottles))
            .send(Readable.from(parts))
        );
      },
    );

    app.get(
      '/exports/report',
      {
        schema: {
          tags: ['exports'],
          summary: 'The printable summary: bottle counts per wine and location, grouped by a key',
          querystring: reportQuerySchema,
          response: { 200: inventoryReportSchema },
        },
      },
      async (request) => inventoryReport(db, actorOf(request).restaurantId, request.query),
    );
  };
}
