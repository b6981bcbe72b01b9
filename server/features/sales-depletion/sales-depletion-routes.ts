import type { FastifyPluginAsync } from 'fastify';
import { undoSalesDepletion as undoOperation } from '../../../domain/operations/sales.js';
import * as ops from '../../../domain/operations/sales-depletion.js';
import type { Db } from '../../db/database.js';
import type { Writer } from '../../db/writer.js';
import { actorOf } from '../../http/actor.js';
import { route } from '../../http/operation-route.js';
import { checkPlacement } from '../inventory/index.js';
import { readDepletionSettings, writeDepletionSettings } from './depletion-settings.js';
import { undoSalesDepletion } from './undo-depletion.js';

/**
 * The depletion setting: read it, set it (its location must be one of the restaurant's); and
 * Undo removals of a sales file, one change batch.
 */
export function salesDepletionRoutes(db: Db, writer: Writer): FastifyPluginAsync {
  return async (app) => {
    route(app, ops.salesDepletionSettings, async (request) =>
      readDepletionSettings(db.kysely, actorOf(request).restaurantId),
    );
    route(app, ops.saveSalesDepletionSettings, async (request) => {
      const actor = actorOf(request);
      const settings = request.body;
      return writer.write(actor, async (tx) => {
        await checkPlacement(tx, actor.restaurantId, { locationId: settings.locationId, bin: '' });
        await writeDepletionSettings(tx, actor.restaurantId, settings);
        return readDepletionSettings(tx, actor.restaurantId);
      });
    });
    route(app, undoOperation, async (request) => {
      const actor = actorOf(request);
      return writer.write(actor, (tx, record, historyId) =>
        undoSalesDepletion(
          { tx, dialect: writer.dialect, record, historyId },
          actor,
          request.params.id,
        ),
      );
    });
  };
}
