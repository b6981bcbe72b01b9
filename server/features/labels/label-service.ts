import { randomInt } from 'node:crypto';
import { sheetLabelIds } from '../../../domain/label-ids.js';
import { isUniqueViolation } from '../../db/constraint-errors.js';
import type { Db } from '../../db/database.js';
import type { Actor } from '../../http/actor.js';
import { AppError } from '../../http/app-error.js';

const ATTEMPTS = 5;

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
        const reserved = await this.db.kysely.transaction().execute(async (tx) => {
          const onBottles = await tx
            .selectFrom('bottles')
            .select('id')
            .where('restaurant_id', '=', actor.restaurantId)
            .where('id', 'in', ids)
            .executeTakeFirst();
          if (onBottles) return null;
          const now = new Date().toISOString();
          await tx
            .insertInto('qr_labels')
            .values(ids.map((id) => ({ restaurant_id: actor.restaurantId, id, created_at: now })))
            .execute();
          return ids;
        });
        if (reserved) return reserved;
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
      }
    }
    throw new AppError('aborted', 'Could not reserve new label ids. Please try again.');
  }
}
