import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Bottle } from '../../../domain/inventory.js';
import type { newBottlesSchema } from '../../../domain/inventory-commands.js';
import { manualBottleId } from '../../../domain/manual-id.js';
import { isUniqueViolation } from '../../db/constraint-errors.js';
import type { Database } from '../../db/schema.js';
import type { RecordChange, Tx } from '../../db/writer.js';
import { AppError } from '../../http/app-error.js';
import { type BottleCost, newBottleCost } from './bottle-costs.js';
import { existingBottleIds, insertBottles } from './bottle-repo.js';
import { checkPlacement } from './placement.js';

export type NewBottlesInput = z.output<typeof newBottlesSchema>;

// Never hands out the same timestamp twice in this process, so manual ids made in one
// millisecond by two requests still differ; the primary key catches the rest.
let lastTimestamp = 0;
export function nextManualTimestamp(): number {
  lastTimestamp = Math.max(Date.now(), lastTimestamp + 1);
  return lastTimestamp;
}

/** One new manual id (a bottle whose QR code is taken away). */
export function newManualBottleId(): string {
  return manualBottleId(nextManualTimestamp(), 1);
}

class QrIdRace extends AppError {
  constructor() {
    super('qr-in-use', { ids: [] });
  }
}

/**
 * Adds `count` manual bottles and the scanned `ids` to a format, in the caller's transaction, at
 * the cost given (else the format's now). A QR id that is already a bottle of this restaurant
 * refuses the whole request, naming the ids.
 */
export async function addNewBottles(
  tx: Tx,
  record: RecordChange,
  restaurantId: string,
  formatId: string,
  input: NewBottlesInput,
  now: string,
  cost?: BottleCost,
): Promise<Bottle[]> {
  const ids = [...new Set(input.ids)];
  if (ids.length !== input.ids.length) throw new AppError('already-in-list');
  const taken = await existingBottleIds(tx, restaurantId, ids);
  if (taken.length > 0) throw new AppError('qr-in-use', { ids: taken });

  const placement = await checkPlacement(tx, restaurantId, input);
  const costColumns = await newBottleCost(tx, restaurantId, formatId, cost);
  const timestamp = nextManualTimestamp();
  const manualIds = Array.from({ length: input.count }, (_, index) =>
    manualBottleId(timestamp, index + 1),
  );
  let bottles: Bottle[];
  try {
    bottles = await insertBottles(
      tx,
      restaurantId,
      formatId,
      [...manualIds, ...ids],
      placement,
      now,
      costColumns,
    );
  } catch (error) {
    // Another request committed one of these ids since the check: the constraint decides.
    if (isUniqueViolation(error, 'bottles')) throw new QrIdRace();
    throw error;
  }
  for (const bottle of bottles) {
    record({ entity: 'bottle', id: bottle.id, op: 'put', action: 'bottle.add', data: bottle });
  }
  return bottles;
}

/**
 * Runs a write that adds bottles; when it lost a race for a QR id, names the ids that the winner
 * committed (read after the rollback: PostgreSQL allows no query in a failed transaction).
 */
export async function namingTakenIds<T>(
  db: Kysely<Database>,
  restaurantId: string,
  ids: readonly string[],
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof QrIdRace) {
      const taken = await db
        .transaction()
        .execute((tx) => existingBottleIds(tx, restaurantId, ids));
      throw new AppError('qr-in-use', { ids: taken });
    }
    throw error;
  }
}
