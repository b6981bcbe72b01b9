import type { z } from 'zod';
import type {
  BatchResult,
  batchAddRequestSchema,
  batchChangeFormatRequestSchema,
  batchMoveRequestSchema,
  batchRemoveRequestSchema,
  intakeRequestSchema,
} from '../../../domain/batch-commands.js';
import type { Bottle } from '../../../domain/inventory.js';
import { can } from '../../../domain/permissions.js';
import { toCents } from '../../db/normalize.js';
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
  removeBottles,
} from '../inventory/index.js';

type BatchMove = z.output<typeof batchMoveRequestSchema>;
type BatchRemove = z.output<typeof batchRemoveRequestSchema>;
type BatchChangeFormat = z.output<typeof batchChangeFormatRequestSchema>;
type BatchAdd = z.output<typeof batchAddRequestSchema>;
type Intake = z.output<typeof intakeRequestSchema>;

/** The bottles asked for, or the ids of those that are not bottles here. */
export function allFound(ids: readonly string[], found: Bottle[]): Bottle[] {
  const missing = missingIds(ids, found);
  if (missing.length > 0) throw new AppError('bottle-not-found', { ids: missing });
  return found;
}

// The batch dialogs' writes in the caller's transaction: the online routes and a phone's replay
// (server/features/sync) run the same ones. A bottle of the batch not found refuses it all.

export async function moveBatch(
  write: BottleWrite,
  actor: Actor,
  request: BatchMove,
): Promise<Bottle[]> {
  return allFound(request.ids, await moveBottles(write, actor, request));
}

export async function removeBatch(
  write: BottleWrite,
  actor: Actor,
  request: BatchRemove,
): Promise<Bottle[]> {
  return allFound(request.ids, await removeBottles(write, actor, request));
}

/** What a batch's route answers (and a phone's replay of it): how many bottles, and which. */
export function batchAnswer(bottles: readonly Bottle[]): BatchResult {
  return { count: bottles.length, ids: bottles.map((bottle) => bottle.id) };
}

/** The Manual Batch Edit's re-profile: every bottle to the format chosen, or none. */
export async function changeFormatBatch(
  write: BottleWrite,
  actor: Actor,
  request: BatchChangeFormat,
): Promise<Bottle[]> {
  return allFound(request.ids, await changeBottlesFormat(write, actor, request));
}

export function addScannedBatch(
  write: BottleWrite,
  actor: Actor,
  request: BatchAdd,
): Promise<Bottle[]> {
  return addBottles(write, actor, {
    locationId: request.locationId,
    bin: request.bin,
    formats: [{ formatId: request.formatId, count: 0, ids: request.ids }],
  });
}

/**
 * confirmBatchIntake: every staged bottle into one location (and bin), or none. With a delivery
 * (owners and managers: it holds costs), one delivery is recorded and each format's bottles
 * cost its unit cost, else their format's cost.
 */
export async function intakeBatch(
  write: BottleWrite,
  actor: Actor,
  request: Intake,
): Promise<Bottle[]> {
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
  await checkPlacement(write.tx, actor.restaurantId, request);
  const deliveryId = delivery
    ? await recordDelivery(write.tx, actor.restaurantId, {
        supplier: delivery.supplier,
        invoiceNumber: delivery.invoiceNumber,
        invoiceTotalCents: toCents(delivery.invoiceTotal),
        receivedBy: actor.userId,
      })
    : null;
  return addBottles(write, actor, {
    locationId: request.locationId,
    bin: request.bin,
    formats: [...byFormat].map(([formatId, ids]) => {
      const cost = unitCosts.get(formatId);
      return {
        formatId,
        count: 0,
        ids,
        deliveryId,
        ...(cost !== undefined && { costCents: toCents(cost) }),
      };
    }),
  });
}
