import type { Kysely } from 'kysely';
import type { ChangeOutcome } from '../../../domain/sync.js';
import type { DialectName } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { SyncOutcomeTable } from '../../db/sync-schema.js';
import type { Tx } from '../../db/writer.js';

/** Which device, of which restaurant, sending for whom. */
export interface DeviceKey {
  restaurantId: string;
  deviceId: string;
  userId: string;
}

/**
 * The device's row, made at its first replay for the member sending: the member it belongs to,
 * or undefined when it belongs to another member of the restaurant.
 */
export async function claimDevice(
  db: Kysely<Database>,
  device: DeviceKey,
  now: string,
): Promise<{ lastSeq: number } | undefined> {
  await db
    .insertInto('sync_devices')
    .values({
      restaurant_id: device.restaurantId,
      device_id: device.deviceId,
      user_id: device.userId,
      created_at: now,
    })
    .onConflict((conflict) => conflict.columns(['restaurant_id', 'device_id']).doNothing())
    .execute();
  const row = await readDevice(db, device);
  if (!row || row.user_id !== device.userId) return undefined;
  return { lastSeq: Number(row.last_seq) };
}

function readDevice(db: Kysely<Database>, device: DeviceKey) {
  return db
    .selectFrom('sync_devices')
    .select(['user_id', 'last_seq'])
    .where('restaurant_id', '=', device.restaurantId)
    .where('device_id', '=', device.deviceId)
    .executeTakeFirst();
}

/** The last change of the device the server settled. */
export async function lastSeqOf(db: Kysely<Database>, device: DeviceKey): Promise<number> {
  return Number((await readDevice(db, device))?.last_seq ?? 0);
}

/**
 * Takes change number `seq` as the device's next, first thing in the transaction: the update
 * holds the device's row until commit, so a second replay of the same change (another request
 * of the same phone, another server process) waits, then finds the number taken. Answers the
 * device's last number when `seq` was not the next.
 */
export async function takeSeq(
  tx: Tx,
  dialect: DialectName,
  device: DeviceKey,
  seq: number,
): Promise<{ taken: true } | { taken: false; lastSeq: number }> {
  const updated = await tx
    .updateTable('sync_devices')
    .set({ last_seq: seq })
    .where('restaurant_id', '=', device.restaurantId)
    .where('device_id', '=', device.deviceId)
    .where('user_id', '=', device.userId)
    .where('last_seq', '=', seq - 1)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 1) return { taken: true };
  const row = await tx
    .selectFrom('sync_devices')
    .select('last_seq')
    .where('restaurant_id', '=', device.restaurantId)
    .where('device_id', '=', device.deviceId)
    .$if(dialect === 'postgres', (query) => query.forShare())
    .executeTakeFirst();
  return { taken: false, lastSeq: Number(row?.last_seq ?? 0) };
}

/** Records a settled change's answer (applied or refused; a change not yet looked at is not). */
export async function recordOutcome(
  tx: Tx,
  device: DeviceKey,
  settled: ChangeOutcome,
): Promise<void> {
  await tx
    .insertInto('sync_outcomes')
    .values({
      restaurant_id: device.restaurantId,
      device_id: device.deviceId,
      seq: settled.seq,
      change_id: settled.id,
      outcome: settled.outcome === 'applied' ? 'applied' : 'refused',
      reason: settled.reason ?? null,
      details: settled.details ? JSON.stringify(settled.details) : null,
      settled_at: settled.settledAt ?? new Date().toISOString(),
      answer: answerOf(settled),
    })
    .execute();
}

/** The route's answer (applied) or error (refused) kept with the outcome, as JSON. */
function answerOf(settled: ChangeOutcome): string | null {
  const kept = settled.outcome === 'applied' ? settled.answer : settled.error;
  return kept === undefined ? null : JSON.stringify(kept);
}

function settledOf(row: {
  seq: number;
  change_id: string;
  outcome: SyncOutcomeTable['outcome'];
  reason: string | null;
  details: string | null;
  settled_at: string;
  answer: string | null;
}): ChangeOutcome {
  const kept: unknown = row.answer === null ? undefined : JSON.parse(row.answer);
  return {
    id: row.change_id,
    seq: Number(row.seq),
    outcome: row.outcome,
    ...(row.reason ? { reason: row.reason } : {}),
    ...(row.details ? { details: JSON.parse(row.details) as ChangeOutcome['details'] } : {}),
    settledAt: row.settled_at,
    replayed: true,
    ...(kept === undefined
      ? {}
      : row.outcome === 'applied'
        ? { answer: kept }
        : { error: kept as ChangeOutcome['error'] }),
  };
}

const OUTCOME_COLUMNS = [
  'seq',
  'change_id',
  'outcome',
  'reason',
  'details',
  'settled_at',
  'answer',
] as const;

/**
 * Deletes the device's outcomes settled before `before` (decision 0048): their answers are no
 * longer kept, but the device's last number is, so a replay of one still applies nothing.
 */
export async function pruneOutcomes(
  db: Kysely<Database>,
  device: DeviceKey,
  before: string,
): Promise<void> {
  await db
    .deleteFrom('sync_outcomes')
    .where('restaurant_id', '=', device.restaurantId)
    .where('device_id', '=', device.deviceId)
    .where('settled_at', '<', before)
    .execute();
}

/** What the server answered the device's change number `seq`, as a replayed answer. */
export async function outcomeOfSeq(
  db: Kysely<Database>,
  device: DeviceKey,
  seq: number,
): Promise<ChangeOutcome | undefined> {
  const row = await db
    .selectFrom('sync_outcomes')
    .select(OUTCOME_COLUMNS)
    .where('restaurant_id', '=', device.restaurantId)
    .where('device_id', '=', device.deviceId)
    .where('seq', '=', seq)
    .executeTakeFirst();
  return row ? settledOf(row) : undefined;
}

/** The answer to a change of the device with this id settled before under another number. */
export async function outcomeOfChange(
  tx: Tx,
  device: DeviceKey,
  changeId: string,
): Promise<ChangeOutcome | undefined> {
  const row = await tx
    .selectFrom('sync_outcomes')
    .select(OUTCOME_COLUMNS)
    .where('restaurant_id', '=', device.restaurantId)
    .where('device_id', '=', device.deviceId)
    .where('change_id', '=', changeId)
    .orderBy('seq')
    .executeTakeFirst();
  return row ? settledOf(row) : undefined;
}
