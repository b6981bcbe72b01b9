import type { Bottle } from '../../../domain/inventory.js';
import { isManualEntry, manualBottleId } from '../../../domain/manual-id.js';
import { isUniqueViolation } from '../../db/constraint-errors.js';
import type { Actor } from '../../http/actor.js';
import { AppError, notFound } from '../../http/app-error.js';
import type { Writer } from '../../db/writer.js';
import { nextManualTimestamp } from '../inventory/new-bottles.js';
import { toBottle } from '../inventory/row-mappers.js';

/**
 * A bottle's id is its QR code. Assigning, changing or removing the QR re-keys the bottle: the same
 * bottle (format, place, notes, date added) under the new id, in one transaction. The change log
 * links the two ids (previousId), so the bottle's history carries across.
 */
export class QrService {
  constructor(private readonly writer: Writer) {}

  async rekey(actor: Actor, oldId: string, newId: string): Promise<Bottle> {
    if (oldId === newId) throw new AppError('qr-unchanged');
    try {
      return await this.writer.write(actor, async (tx, record) => {
        const old = await tx
          .deleteFrom('bottles')
          .where('restaurant_id', '=', actor.restaurantId)
          .where('id', '=', oldId)
          .returningAll()
          .executeTakeFirst();
        if (!old) throw notFound();
        const row = await tx
          .insertInto('bottles')
          .values({ ...old, id: newId })
          .returningAll()
          .executeTakeFirstOrThrow();
        const bottle = toBottle(row);
        record({
          entity: 'bottle',
          id: oldId,
          op: 'delete',
          action: 'bottle.rekey',
          data: { newId },
        });
        record({
          entity: 'bottle',
          id: newId,
          op: 'put',
          action: 'bottle.rekey',
          data: { ...bottle, previousId: oldId },
        });
        return bottle;
      });
    } catch (error) {
      // The primary key, not a look beforehand, decides whether the new id is free.
      if (isUniqueViolation(error, 'bottles')) throw new AppError('qr-in-use', { ids: [newId] });
      throw error;
    }
  }

  /** Remove QR Code: the bottle becomes a manual entry (a new MAN id). */
  async removeQr(actor: Actor, id: string): Promise<Bottle> {
    if (isManualEntry(id)) throw new AppError('already-manual');
    return this.rekey(actor, id, manualBottleId(nextManualTimestamp(), 1));
  }
}
