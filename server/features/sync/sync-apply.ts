import type { Kysely } from 'kysely';
import type { AnyOperation, BodyOf, ParamsOf, QueryOf } from '../../../domain/operation.js';
import * as batchOps from '../../../domain/operations/batches.js';
import * as inventoryOps from '../../../domain/operations/inventory.js';
import * as stocktakeOps from '../../../domain/operations/stocktakes.js';
import { can } from '../../../domain/permissions.js';
import { isReason, type Reason } from '../../../domain/reasons.js';
import type { QueueableOperation, QueuedChange } from '../../../domain/sync.js';
import type { Database } from '../../db/schema.js';
import type { Actor } from '../../http/actor.js';
import { notFound } from '../../http/app-error.js';
import {
  addScannedBatch,
  batchAnswer,
  changeFormatBatch,
  intakeBatch,
  moveBatch,
  removeBatch,
} from '../batches/index.js';
import {
  type BottleWrite,
  namingTakenIds,
  removeBottles,
  updateBottleIn,
} from '../inventory/index.js';
import {
  quantityRow,
  scanIntoStocktake,
  setStocktakeQuantity,
  withOpenState,
} from '../stocktakes/index.js';

interface Input<O> {
  params: ParamsOf<O>;
  query: QueryOf<O>;
  body: BodyOf<O>;
}

/** A queueable operation, and how its route's command runs in the replay's transaction. */
interface Applier<O extends AnyOperation = AnyOperation> {
  op: O;
  apply(write: BottleWrite, actor: Actor, input: Input<O>): Promise<unknown>;
}

function applier<O extends AnyOperation>(
  op: O,
  apply: (write: BottleWrite, actor: Actor, input: Input<O>) => Promise<unknown>,
): Applier {
  return { op, apply: apply as Applier['apply'] };
}

/**
 * Each operation a phone may queue, with the same command its online route runs (the routes run
 * them in a transaction of their own; here they run in the replay's, beside the device's number),
 * answering what the route answers: a phone sending a change online shows it as it would have.
 */
const appliers: Record<QueueableOperation, Applier> = {
  addScannedBottles: applier(batchOps.addScannedBottles, async (write, actor, { body }) =>
    batchAnswer(await addScannedBatch(write, actor, body)),
  ),
  confirmIntake: applier(batchOps.confirmIntake, async (write, actor, { body }) =>
    batchAnswer(await intakeBatch(write, actor, body)),
  ),
  moveBottles: applier(batchOps.moveBottles, async (write, actor, { body }) =>
    batchAnswer(await moveBatch(write, actor, body)),
  ),
  removeBottles: applier(batchOps.removeBottles, async (write, actor, { body }) =>
    batchAnswer(await removeBatch(write, actor, body)),
  ),
  changeBottlesFormat: applier(batchOps.changeBottlesFormat, async (write, actor, { body }) =>
    batchAnswer(await changeFormatBatch(write, actor, body)),
  ),
  updateBottle: applier(inventoryOps.updateBottle, (write, actor, { params, body }) =>
    updateBottleIn(write.tx, write.record, actor.restaurantId, params.id, body),
  ),
  removeBottle: applier(inventoryOps.removeBottle, async (write, actor, { params, query }) => {
    const removed = await removeBottles(write, actor, { ids: [params.id], reason: query.reason });
    if (removed.length === 0) throw notFound();
    return undefined;
  }),
  scanIntoStocktake: applier(
    stocktakeOps.scanIntoStocktake,
    async (write, actor, { params, body }) =>
      withOpenState(
        write.tx,
        actor.restaurantId,
        await scanIntoStocktake(write, actor, params.id, body),
      ),
  ),
  setStocktakeQuantity: applier(
    stocktakeOps.setStocktakeQuantity,
    async (write, actor, { params, body }) => {
      await setStocktakeQuantity(write, actor, params.id, body, new Date().toISOString());
      return quantityRow(write.tx, actor.restaurantId, params.id, body);
    },
  ),
};

/** A change the server will not run: its reason key, and the values its sentence names. */
export interface Refusal {
  reason: Reason;
  details?: Record<string, string | number>;
}

/**
 * The change's input checked against its own operation's schemas, as its route checks a
 * request: a refusal names the schema's reason (or `invalid-field`), and nothing runs.
 */
function parsed(op: AnyOperation, input: QueuedChange['input']): Input<AnyOperation> | Refusal {
  const parts = { params: op.params, query: op.query, body: op.body } as const;
  const values: Record<string, unknown> = {};
  for (const [part, schema] of Object.entries(parts)) {
    const value = input[part as keyof typeof parts];
    if (!schema) continue;
    const result = schema.safeParse(part === 'body' ? value : (value ?? {}));
    if (!result.success) {
      const message = result.error.issues[0]?.message;
      return { reason: isReason(message) ? message : 'invalid-field' };
    }
    values[part] = result.data;
  }
  return values as unknown as Input<AnyOperation>;
}

/** What is needed to run a change now: its command and checked input, or why not. */
export type Runnable = { run(write: BottleWrite, actor: Actor): Promise<unknown> } | Refusal;

/**
 * The change as the member may make it now: their role's permission for its operation (read
 * with the session of this request, not when the change was made), then its input.
 */
export function runnable(actor: Actor, change: QueuedChange): Runnable {
  const { op, apply } = appliers[change.operation];
  const rule = op.rule;
  if (rule !== 'member' && rule !== 'public' && !can(actor.role, rule)) {
    return { reason: 'permission-denied' };
  }
  const input = parsed(op, change.input);
  if ('reason' in input) return input;
  return { run: (write, actor) => apply(write, actor, input) };
}

/** The QR ids a change makes new bottles of: another phone may take one at the same moment. */
function newBottleIds(change: QueuedChange): string[] {
  const body = change.input.body as
    | { ids?: unknown; stagedBottles?: Array<{ qrCodeId?: unknown }> }
    | undefined;
  const ids =
    change.operation === 'addScannedBottles'
      ? body?.ids
      : change.operation === 'confirmIntake'
        ? body?.stagedBottles?.map((staged) => staged?.qrCodeId)
        : undefined;
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
}

/**
 * Runs a change's write as its route does: a QR id another phone took in the same instant is
 * the refusal `qr-in-use` naming it (namingTakenIds), not a failed request.
 */
export function namingTaken<T>(
  db: Kysely<Database>,
  actor: Actor,
  change: QueuedChange,
  write: () => Promise<T>,
): Promise<T> {
  const ids = newBottleIds(change);
  return ids.length > 0 ? namingTakenIds(db, actor.restaurantId, ids, write) : write();
}
