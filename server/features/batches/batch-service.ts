import type { z } from 'zod';
import type {
  batchAddRequestSchema,
  batchChangeFormatRequestSchema,
  batchMoveRequestSchema,
  batchRemoveRequestSchema,
  intakeRequestSchema,
} from '../../../domain/batch-commands.js';
import type { Bottle } from '../../../domain/inventory.js';
import type { Db } from '../../db/database.js';
import type { RecordChange, Tx, Writer } from '../../db/writer.js';
import type { Actor } from '../../http/actor.js';
import { type BottleWrite, namingTakenIds } from '../inventory/index.js';
import {
  addScannedBatch,
  changeFormatBatch,
  intakeBatch,
  moveBatch,
  removeBatch,
} from './batch-commands.js';

type BatchMove = z.output<typeof batchMoveRequestSchema>;
type BatchRemove = z.output<typeof batchRemoveRequestSchema>;
type BatchChangeFormat = z.output<typeof batchChangeFormatRequestSchema>;
type BatchAdd = z.output<typeof batchAddRequestSchema>;
type Intake = z.output<typeof intakeRequestSchema>;

/**
 * The batch dialogs' server side. A batch is one request and one transaction: if any bottle of it
 * cannot be handled (not found, QR id taken), nothing of it happens and the ids at fault are named.
 * The bottle writes themselves are the inventory's commands, run in the batch's transaction.
 */
export class BatchService {
  constructor(
    private readonly db: Db,
    private readonly writer: Writer,
  ) {}

  private in(tx: Tx, record: RecordChange, historyId: () => Promise<number>): BottleWrite {
    return { tx, dialect: this.db.dialect, record, historyId };
  }

  move(actor: Actor, request: BatchMove): Promise<Bottle[]> {
    return this.writer.write(actor, (tx, record, historyId) =>
      moveBatch(this.in(tx, record, historyId), actor, request),
    );
  }

  remove(actor: Actor, request: BatchRemove): Promise<Bottle[]> {
    return this.writer.write(actor, (tx, record, historyId) =>
      removeBatch(this.in(tx, record, historyId), actor, request),
    );
  }

  changeFormat(actor: Actor, request: BatchChangeFormat): Promise<Bottle[]> {
    return this.writer.write(actor, (tx, record, historyId) =>
      changeFormatBatch(this.in(tx, record, historyId), actor, request),
    );
  }

  add(actor: Actor, request: BatchAdd): Promise<Bottle[]> {
    return namingTakenIds(this.db.kysely, actor.restaurantId, request.ids, () =>
      this.writer.write(actor, (tx, record, historyId) =>
        addScannedBatch(this.in(tx, record, historyId), actor, request),
      ),
    );
  }

  /** confirmBatchIntake: every staged bottle into one location (and bin), or none. */
  intake(actor: Actor, request: Intake): Promise<Bottle[]> {
    const ids = request.stagedBottles.map((staged) => staged.qrCodeId);
    return namingTakenIds(this.db.kysely, actor.restaurantId, ids, () =>
      this.writer.write(actor, (tx, record, historyId) =>
        intakeBatch(this.in(tx, record, historyId), actor, request),
      ),
    );
  }
}
