import type { Bottle } from '../../../domain/inventory.js';
import { isManualEntry } from '../../../domain/manual-id.js';
import { isUniqueViolation } from '../../db/constraint-errors.js';
import type { Writer } from '../../db/writer.js';
import type { Actor } from '../../http/actor.js';
import { AppError } from '../../http/app-error.js';
import { newManualBottleId, rekeyBottle } from '../inventory/index.js';

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
      return await this.writer.write(actor, (tx, record, historyId) =>
        rekeyBottle({ tx, dialect: this.writer.dialect, record, historyId }, actor, {
          oldId,
          newId,
        }),
      );
    } catch (error) {
      // The primary key, not a look beforehand, decides whether the new id is free.
      if (isUniqueViolation(error, 'bottles')) throw new AppError('qr-in-use', { ids: [newId] });
      throw error;
    }
  }

  /** Remove QR Code: the bottle becomes a manual entry (a new MAN id). */
  async removeQr(actor: Actor, id: string): Promise<Bottle> {
    if (isManualEntry(id)) throw new AppError('already-manual');
    return this.rekey(actor, id, newManualBottleId());
  }
}
