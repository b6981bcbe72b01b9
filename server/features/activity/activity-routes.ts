import { Readable } from 'node:stream';
import { setImmediate } from 'node:timers/promises';
import type { FastifyPluginAsync } from 'fastify';
import { ACTIVITY_CSV_COLUMNS, activityCsvRow } from '../../../domain/activity-csv.js';
import { activityCsvFileName } from '../../../domain/activity-csv-file.js';
import { costViewOf, withoutCosts } from '../../../domain/cost-view.js';
import { CSV_BOM, CSV_NEWLINE, csvText } from '../../../domain/inventory-csv.js';
import * as ops from '../../../domain/operations/activity.js';
import { actorOf } from '../../http/actor.js';
import { route } from '../../http/operation-route.js';
import type { ActivityService } from './activity-service.js';

/** Entries read and written per turn of the event loop in the CSV. */
const CSV_ROWS_PER_READ = 1_000;

export function activityRoutes(activity: ActivityService): FastifyPluginAsync {
  return async (app) => {
    route(app, ops.activity, async (request) =>
      activity.page(actorOf(request).restaurantId, request.query),
    );
    route(app, ops.activityPeople, async (request) =>
      activity.people(actorOf(request).restaurantId),
    );
    route(app, ops.activityCsv, async (request, reply) => {
      const actor = actorOf(request);
      const pages = activity.all(actor.restaurantId, request.query, CSV_ROWS_PER_READ);
      // Text escapes the answers' projection: a cost edit is taken out here for such a role.
      const shown = costViewOf(actor.role) === 'with-costs' ? <T>(value: T) => value : withoutCosts;
      async function* parts(): AsyncGenerator<string> {
        yield CSV_BOM + csvText([[...ACTIVITY_CSV_COLUMNS]]);
        for await (const entries of pages) {
          yield CSV_NEWLINE + csvText(shown(entries).map(activityCsvRow));
          // Other requests get their turn between reads.
          await setImmediate();
        }
        yield CSV_NEWLINE;
      }
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${activityCsvFileName(new Date())}"`)
        .send(Readable.from(parts()));
    });
  };
}
