import { Readable } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import { BACKUP_COUNT_HEADER, csvBackupFileName } from '../../../domain/csv-backup-file.js';
import * as ops from '../../../domain/operations/exports.js';
import type { Db } from '../../db/database.js';
import { actorOf } from '../../http/actor.js';
import { route } from '../../http/operation-route.js';
import { bottlesCsv } from './bottles-csv.js';
import { inventoryReport } from './inventory-report.js';

export function exportRoutes(db: Db): FastifyPluginAsync {
  return async (app) => {
    route(app, ops.exportBottles, async (request, reply) => {
      const { bottles, parts } = await bottlesCsv(db, actorOf(request).restaurantId);
      return (
        reply
          .type('text/csv; charset=utf-8')
          // The server's date: the web app names its download with the user's own.
          .header('Content-Disposition', `attachment; filename="${csvBackupFileName(new Date())}"`)
          .header(BACKUP_COUNT_HEADER, String(bottles))
          .send(Readable.from(parts))
      );
    });
    route(app, ops.inventoryReport, async (request) =>
      inventoryReport(db, actorOf(request).restaurantId, request.query),
    );
  };
}
