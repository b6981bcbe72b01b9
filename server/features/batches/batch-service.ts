import type { z } from 'zod';
import type {
  batchAddRequestSchema,
  batchChangeFormatRequestSchema,
  batchMoveRequestSchema,
  batchRemoveRequestSchema,
  intakeRequestSchema,
} from '../../../domain/batch-commands.js';
import type { Bottle } from '../../../domain/inventory.js';
import { can } from '../../../domain/permissions.js';
import type { Db } from '../../db/database.js';
import { toCents } from '../../db/normalize.js';
import type { RecordChange, Tx, Writer } from '../../db/writer.js';
import type { Actor } from '../../http/actor.js';
import { AppError } from '../../http/app-error.js';
import { recordDelivery } from '../deliveries/index.js';
import {
  addBottles,
  type BottleWrite,
  changeBottlesFormat,
  checkPlacement,
  missingIds,
  moveBottles,
  namingTakenIds,
  removeBottles,
} from '../inventory/index.js';

type BatchMove = z.output<typeof batchMoveRequestSchema>;
type BatchRemove = z.output<typeof batchRemoveRequestSchema>;
type BatchChangeFormat = z.output<typeof batchChangeFormatRequestSchema>;
type BatchAdd = z.output<typeof batchAddRequestSchema>;
type Intake = z.output<typeof intakeRequestSchema>;

function notFoundIn(missing: string[]): AppError {
  return new AppError('bottle-not-found', { ids: missing });
}

/** The bottles asked for, or the ids of those that are not bottles here. */
function allFound(ids: readonly string[], found: Bottle[]): Bottle[] {
  const missing = missingIds(ids, found);
  if (missing.length > 0) throw notFoundIn(missing);
  return found;
}

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
    return this.writer.write(actor, async (tx, record, historyId) =>
      allFound(request.ids, await moveBottles(this.in(tx, record, historyId), actor, request)),
    );
  }

  remove(actor: Actor, request: BatchRemove): Promise<Bottle[]> {
    return this.writer.write(actor, async (tx, record, historyId) =>
      allFound(request.ids, await removeBottles(this.in(tx, record, historyId), actor, request)),
    );
  }

  changeFormat(actor: Actor, request: BatchChangeFormat): Promise<Bottle[]> {
    return this.writer.write(actor, async (tx, record, historyId) =>
      allFound(
        request.ids,
        await changeBottlesFormat(this.in(tx, record, historyId), actor, request),
      ),
    );
  }

  add(actor: Actor, request: BatchAdd): Promise<Bottle[]> {
    return namingTakenIds(this.db.kysely, actor.restaurantId, request.ids, () =>
      this.writer.write(actor, (tx, record, historyId) =>
        addBottles(this.in(tx, record, historyId), actor, {
          locationId: request.locationId,
          bin: request.bin,
          formats: [{ formatId: request.formatId, count: 0, ids: request.ids }],
        }),
      ),
    );
  }

  /**
   * confirmBatchIntake: every staged bottle into one location (and bin), or none. With a delivery
   * (owners and managers: it holds costs), one delivery is recorded and each format's bottles
   * cost its unit cost, else their format's cost.
   */
  intake(actor: Actor, request: Intake): Promise<Bottle[]> {
    const ids = request.stagedBottles.map((staged) => staged.qrCodeId);
    const { delivery } = request;
    if (delivery && !can(actor.role, 'see-costs')) throw new AppError('permission-denied');
    const byFormat = new Map<string, string[]>();
    for (const staged of request.stagedBottles) {
      byFormat.set(staged.formatId, [...(byFormat.get(staged.formatId) ?? []), staged.qrCodeId]);
    }
    const unitCosts = new Map(delivery?.costs.map((line) => [line.formatId, line.cost]));
    if ([...unitCosts.keys()].some((formatId) => !byFormat.has(formatId))) {
      throw new AppError('cost-not-received');
    }
    return namingTakenIds(this.db.kysely, actor.restaurantId, ids, () =>
      this.writer.write(actor, async (tx, record, historyId) => {
        await checkPlacement(tx, actor.restaurantId, request);
        const deliveryId = delivery
          ? await recordDelivery(tx, actor.restaurantId, {
              supplier: delivery.supplier,
              invoiceNumber: delivery.invoiceNumber,
              invoiceTotalCents: toCents(delivery.invoiceTotal),
              receivedBy: actor.userId,
            })
          : null;
        return addBottles(this.in(tx, record, historyId), actor, {
          locationId: request.locationId,
          bin: request.bin,
          formats: [...byFormat].map(([formatId, formatIds]) => {
            const cost = unitCosts.get(formatId);
            return {
              formatId,
              count: 0,
              ids: formatIds,
              deliveryId,
              ...(cost !== undefined && { costCents: toCents(cost) }),
            };
          }),
        });
      }),
    );
  }
}
