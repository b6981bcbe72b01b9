import type { z } from 'zod';
import type {
  batchAddRequestSchema,
  batchMoveRequestSchema,
  batchRemoveRequestSchema,
  batchReprofileRequestSchema,
  intakeRequestSchema,
} from '../../../domain/batch-commands.js';
import type { Bottle } from '../../../domain/inventory.js';
import type { Db } from '../../db/database.js';
import type { Actor } from '../../http/actor.js';
import { AppError } from '../../http/app-error.js';
import type { RecordChange, Writer } from '../../db/writer.js';
import { findFormat } from '../inventory/format-repo.js';
import { addNewBottles, namingTakenIds } from '../inventory/new-bottles.js';
import { checkPlacement } from '../inventory/placement.js';
import * as batches from './batch-repo.js';
import { removeBottles } from './removals.js';

type BatchMove = z.output<typeof batchMoveRequestSchema>;
type BatchRemove = z.output<typeof batchRemoveRequestSchema>;
type BatchReprofile = z.output<typeof batchReprofileRequestSchema>;
type BatchAdd = z.output<typeof batchAddRequestSchema>;
type Intake = z.output<typeof intakeRequestSchema>;

function notFoundIn(missing: string[]): AppError {
  return new AppError('bottle-not-found', { ids: missing });
}

function recordAll(
  record: RecordChange,
  bottles: Bottle[],
  action: string,
  op: 'put' | 'delete' = 'put',
  options: { historyAppended?: boolean } = {},
): void {
  for (const bottle of bottles)
    record({ entity: 'bottle', id: bottle.id, op, action, data: bottle }, options);
}

/**
 * The batch dialogs' server side. A batch is one request and one transaction: if any bottle of it
 * cannot be handled (not found, QR id taken), nothing of it happens and the ids at fault are named.
 */
export class BatchService {
  constructor(
    private readonly db: Db,
    private readonly writer: Writer,
  ) {}

  move(actor: Actor, request: BatchMove): Promise<Bottle[]> {
    return this.writer.write(actor, async (tx, record, historyId) => {
      const placement = await checkPlacement(tx, actor.restaurantId, request);
      const moved = await batches.moveBottles(
        tx,
        this.db.dialect,
        actor.restaurantId,
        request.ids,
        placement,
        await historyId(),
      );
      const missing = batches.missingIds(request.ids, moved);
      if (missing.length > 0) throw notFoundIn(missing);
      recordAll(record, moved, 'bottle.move', 'put', { historyAppended: true });
      return moved;
    });
  }

  remove(actor: Actor, request: BatchRemove): Promise<Bottle[]> {
    return this.writer.write(actor, async (tx, record, historyId) => {
      const removed = await removeBottles(
        tx,
        this.db.dialect,
        actor,
        request.ids,
        request.reason,
        record,
        historyId,
      );
      const missing = batches.missingIds(request.ids, removed);
      if (missing.length > 0) throw notFoundIn(missing);
      return removed;
    });
  }

  reprofile(actor: Actor, request: BatchReprofile): Promise<Bottle[]> {
    return this.writer.write(actor, async (tx, record, historyId) => {
      if (!(await findFormat(tx, actor.restaurantId, request.formatId))) {
        throw new AppError('format-unknown');
      }
      const changed = await batches.reprofileBottles(
        tx,
        this.db.dialect,
        actor.restaurantId,
        request.ids,
        request.formatId,
        await historyId(),
      );
      const missing = batches.missingIds(request.ids, changed);
      if (missing.length > 0) throw notFoundIn(missing);
      recordAll(record, changed, 'bottle.reprofile', 'put', { historyAppended: true });
      return changed;
    });
  }

  add(actor: Actor, request: BatchAdd): Promise<Bottle[]> {
    return namingTakenIds(this.db.kysely, actor.restaurantId, request.ids, () =>
      this.writer.write(actor, async (tx, record) => {
        if (!(await findFormat(tx, actor.restaurantId, request.formatId))) {
          throw new AppError('format-unknown');
        }
        return addNewBottles(
          tx,
          record,
          actor.restaurantId,
          request.formatId,
          { ...request, count: 0 },
          new Date().toISOString(),
        );
      }),
    );
  }

  /** confirmBatchIntake: every staged bottle into one location (and bin), or none. */
  intake(actor: Actor, request: Intake): Promise<Bottle[]> {
    const ids = request.stagedBottles.map((staged) => staged.qrCodeId);
    return namingTakenIds(this.db.kysely, actor.restaurantId, ids, () =>
      this.writer.write(actor, async (tx, record) => {
        await checkPlacement(tx, actor.restaurantId, request);
        const byFormat = new Map<string, string[]>();
        for (const staged of request.stagedBottles) {
          byFormat.set(staged.formatId, [
            ...(byFormat.get(staged.formatId) ?? []),
            staged.qrCodeId,
          ]);
        }
        const known = await batches.existingFormatIds(tx, actor.restaurantId, [...byFormat.keys()]);
        if (known.size !== byFormat.size) throw new AppError('format-unknown');
        const now = new Date().toISOString();
        const added: Bottle[] = [];
        for (const [formatId, formatIds] of byFormat) {
          const placement = {
            locationId: request.locationId,
            bin: request.bin,
            count: 0,
            ids: formatIds,
          };
          added.push(
            ...(await addNewBottles(tx, record, actor.restaurantId, formatId, placement, now)),
          );
        }
        return added;
      }),
    );
  }
}
