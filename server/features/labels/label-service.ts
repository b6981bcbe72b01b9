import { randomInt } from 'node:crypto';
import { sheetLabelIds } from '../../../domain/label-ids.js';
import { whileBusy } from '../../db/busy.js';
import { isUniqueViolation } from '../../db/constraint-errors.js';
import type { Db } from '../../db/database.js';
import type { Actor } from '../../http/actor.js';
import { AppError } from '../../http/app-error.js';

const ATTEMPTS = 5;

class IdOnABottle extends Error {}

/**
 * New bottle ids for printed QR labels. They are reserved (qr_labels' primary key), so two sheets
 * never repeat an id, and never one already on a bottle.
 */
export class LabelService {
  constructor(private readonly db: Db) {}

  async reserve(actor: Actor, count: number): Promise<string[]> {
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const ids = sheetLabelIds(randomInt, count);
      try {
        return await whileBusy(() =>
          this.db.kysely.transaction().execute(async (tx) => {
            // The insert first: on SQLite a transaction that reads and then writes is refused at
            // once (SQLITE_BUSY_SNAPSHOT) when another process, such as the CLI, wrote in between;
            // one whose first statement writes is only told to wait, which whileBusy does.
            const now = new Date().toISOString();
            await tx
              .insertInto('qr_labels')
              .values(ids.map((id) => ({ restaurant_id: actor.restaurantId, id, created_at: now })))
              .execute();
            const onBottles = await tx
              .selectFrom('bottles')
              .select('id')
              .where('restaurant_id', '=', actor.restaurantId)
              .where('id', 'in', ids)
              .executeTakeFirst();
            // Rolled back: another sheet of ids is drawn.
            if (onBottles) throw new IdOnABottle();
            return ids;
          }),
        );
      } catch (error) {
        if (!(error instanceof IdOnABottle) && !isUniqueViolation(error)) throw error;
      }
    }
    throw new AppError('labels-busy');
  }
}
