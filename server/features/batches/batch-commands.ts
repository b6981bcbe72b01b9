import type { z } from 'zod';
import type {
  batchAddRequestSchema,
  batchMoveRequestSchema,
  batchRemoveRequestSchema,
  intakeRequestSchema,
} from '../../../domain/batch-commands.js';
import type { Bottle } from '../../../domain/inventory.js';
import type { Actor } from '../../http/actor.js';
import { AppError } from '../../http/app-error.js';
import {
  addBottles,
  type BottleWrite,
  checkPlacement,
  missingIds,
  moveBottles,
  removeBottles,
} from '../inventory/index.js';

type BatchMove = z.output<typeof batchMoveRequestSchema>;
type BatchRemove = z.output<typeof batchRemoveRequestSchema>;
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

/** confirmBatchIntake: every staged bottle into one location (and bin), or none. */
export async function intakeBatch(
  write: BottleWrite,
  actor: Actor,
  request: Intake,
): Promise<Bottle[]> {
  await checkPlacement(write.tx, actor.restaurantId, request);
  const byFormat = new Map<string, string[]>();
  for (const staged of request.stagedBottles) {
    byFormat.set(staged.formatId, [...(byFormat.get(staged.formatId) ?? []), staged.qrCodeId]);
  }
  return addBottles(write, actor, {
    locationId: request.locationId,
    bin: request.bin,
    formats: [...byFormat].map(([formatId, ids]) => ({ formatId, count: 0, ids })),
  });
}
