import type { Bottle } from '../../../domain/inventory.js';
import { manualBottleId } from '../../../domain/manual-id.js';
import type { OpenState } from '../../../domain/open-bottles.js';
import { insertRows } from '../../db/insert-rows.js';
import { parameterChunks } from '../../db/parameter-chunks.js';
import type { Author } from '../../db/writer.js';
import { AppError, notFound } from '../../http/app-error.js';
import { type BottleCost, formatCosts } from './bottle-costs.js';
import { recordLevels, rekeyLevels } from './bottle-levels.js';
import type { BottleWrite } from './bottle-write.js';
import * as rows from './bottle-write-repo.js';
import { existingFormatIds } from './format-repo.js';
import { addNewBottles, nextManualTimestamp } from './new-bottles.js';
import { checkPlacement, checkPlacements, type Placement } from './placement.js';
import { toBottle } from './row-mappers.js';

// The bottle writes other features make, each in the caller's transaction (`BottleWrite`): they
// check what they touch is this restaurant's, write, and record each bottle's change. A bottle id
// asked for that is not a bottle comes back missing (`missingIds`): the caller says what that means.

/** The ids among `wanted` that are not in `found`, in the order asked. */
export function missingIds(wanted: readonly string[], found: Iterable<{ id: string }>): string[] {
  const present = new Set<string>();
  for (const item of found) present.add(item.id);
  return wanted.filter((id) => !present.has(id));
}

/**
 * A format's new bottles: `count` manual entries and the scanned `ids`, at a delivery's unit cost
 * when given (`costCents`, `deliveryId`), else at the format's cost now.
 */
export interface FormatBottles extends BottleCost {
  formatId: string;
  count: number;
  ids: string[];
}

/**
 * New bottles of formats of this restaurant, all in one place. An unknown format refuses them
 * all; so does a QR id that is already a bottle here, naming the ids.
 */
export async function addBottles(
  { tx, record }: BottleWrite,
  actor: Author,
  input: Placement & { formats: readonly FormatBottles[] },
): Promise<Bottle[]> {
  const wanted = new Set(input.formats.map((format) => format.formatId));
  const known = await existingFormatIds(tx, actor.restaurantId, [...wanted]);
  if (known.size !== wanted.size) throw new AppError('format-unknown');
  const now = new Date().toISOString();
  const added: Bottle[] = [];
  for (const { formatId, count, ids, ...cost } of input.formats) {
    const placement = { locationId: input.locationId, bin: input.bin, count, ids };
    added.push(
      ...(await addNewBottles(tx, record, actor.restaurantId, formatId, placement, now, cost)),
    );
  }
  return added;
}

/** Moves the bottles to one place of this restaurant; returns those that existed. */
export async function moveBottles(
  { tx, dialect, record, historyId }: BottleWrite,
  actor: Author,
  input: Placement & { ids: readonly string[] },
): Promise<Bottle[]> {
  const placement = await checkPlacement(tx, actor.restaurantId, input);
  const moved = await rows.moveBottles(
    tx,
    dialect,
    actor.restaurantId,
    input.ids,
    placement,
    await historyId(),
  );
  recordAll(record, moved, 'bottle.move');
  return moved;
}

/** Moves each bottle to its own place (a count's Apply): three statements in all. */
export async function moveEachBottle(
  { tx, dialect, record, historyId }: BottleWrite,
  actor: Author,
  moves: ReadonlyArray<{ id: string; locationId: string; bin: string }>,
): Promise<Bottle[]> {
  if (moves.length === 0) return [];
  await checkPlacements(tx, actor.restaurantId, moves);
  const moved = await rows.moveEachBottle(
    tx,
    dialect,
    actor.restaurantId,
    moves,
    await historyId(),
  );
  recordAll(record, moved, 'bottle.move');
  return moved;
}

/** Gives the bottles another format of this restaurant; returns those that existed. */
export async function changeBottlesFormat(
  { tx, dialect, record, historyId }: BottleWrite,
  actor: Author,
  input: { ids: readonly string[]; formatId: string },
): Promise<Bottle[]> {
  const known = await existingFormatIds(tx, actor.restaurantId, [input.formatId]);
  if (known.size === 0) throw new AppError('format-unknown');
  const changed = await rows.changeBottlesFormat(
    tx,
    dialect,
    actor.restaurantId,
    input.ids,
    input.formatId,
    await historyId(),
  );
  recordAll(record, changed, 'bottle.reprofile');
  return changed;
}

/**
 * Re-keys a bottle: the same bottle (format, place, notes, date added) under a new id, the change
 * log linking the two (previousId). Not found when there is no such bottle; a new id already
 * taken fails on the primary key, which the caller names.
 */
export async function rekeyBottle(
  write: BottleWrite,
  actor: Author,
  { oldId, newId }: { oldId: string; newId: string },
): Promise<Bottle> {
  const [bottle] = await rekeyBottles(write, actor, new Map([[oldId, newId]]));
  if (!bottle) throw notFound();
  return bottle;
}

/**
 * Re-keys many bottles (old id → new id), a chunk of them a statement pair; returns those that
 * existed, under their new ids. A new id already taken fails on the primary key.
 */
export async function rekeyBottles(
  { tx, record }: BottleWrite,
  actor: Author,
  newIds: ReadonlyMap<string, string>,
): Promise<Bottle[]> {
  const rekeyed: Bottle[] = [];
  for (const chunk of parameterChunks([...newIds.keys()])) {
    const old = await tx
      .deleteFrom('bottles')
      .where('restaurant_id', '=', actor.restaurantId)
      .where('id', 'in', chunk)
      .returningAll()
      .execute();
    if (old.length === 0) continue;
    const inserted = await tx
      .insertInto('bottles')
      .values(old.map((row) => ({ ...row, id: newIds.get(row.id) ?? row.id })))
      .returningAll()
      .execute();
    // Only an opened bottle has kept levels.
    const opened = old.filter((row) => row.opened_at !== null);
    await rekeyLevels(
      tx,
      actor.restaurantId,
      new Map(opened.map((row) => [row.id, newIds.get(row.id) ?? row.id])),
    );
    const previousIds = new Map(old.map((row) => [newIds.get(row.id), row.id]));
    for (const row of inserted) {
      const bottle = toBottle(row);
      const previousId = previousIds.get(row.id) ?? '';
      record({
        entity: 'bottle',
        id: previousId,
        op: 'delete',
        action: 'bottle.rekey',
        data: { newId: row.id },
      });
      record({
        entity: 'bottle',
        id: row.id,
        op: 'put',
        action: 'bottle.rekey',
        data: { ...bottle, previousId },
      });
      rekeyed.push(bottle);
    }
  }
  return rekeyed;
}

/**
 * A bottle an import adds; without an id it becomes a manual entry. It costs its row's cost (a
 * backup's is the bottle's own), else its format's.
 */
export interface ImportedBottle {
  id: string | null;
  formatId: string;
  locationId: string | null;
  bin: string;
  notes: string;
  addedDate: string;
  costCents?: number | null;
  /** Its open state, as a backup kept it (decision 0044); null or absent: closed. */
  open?: OpenState | null;
  /**
   * The batches of a bottle that comes back (an undone removal): its history reads on from
   * them, then this batch.
   */
  earlierHistory?: string;
}

/**
 * An import's bottles, whose formats and places the import has just checked or made: as few
 * statements as the count allows, each bottle's history list naming this batch from the start so
 * the Writer need not append it to 20,000 rows just written.
 */
export async function addImportedBottles(
  { tx, dialect, record, historyId }: BottleWrite,
  actor: Author,
  planned: readonly ImportedBottle[],
): Promise<Bottle[]> {
  const timestamp = nextManualTimestamp();
  let manual = 0;
  const costOf = new Map<string, number | null>();
  const bottles: Bottle[] = planned.map((bottle) => ({
    id: bottle.id ?? manualBottleId(timestamp, ++manual),
    formatId: bottle.formatId,
    locationId: bottle.locationId,
    bin: bottle.bin,
    notes: bottle.notes,
    addedDate: bottle.addedDate,
    ...(bottle.open && { open: bottle.open }),
  }));
  const batch = await historyId();
  const history = ` ${batch}`;
  const historyOf = new Map<string, string>();
  planned.forEach((bottle, index) => {
    const id = bottles[index]?.id;
    if (id === undefined) return;
    if (bottle.costCents != null) costOf.set(id, bottle.costCents);
    if (bottle.earlierHistory) historyOf.set(id, `${bottle.earlierHistory} ${batch}`.trim());
  });
  const costs = await formatCosts(
    tx,
    actor.restaurantId,
    planned.map((bottle) => bottle.formatId),
  );
  await insertRows(
    tx,
    dialect,
    'bottles',
    bottles.map((bottle) => ({
      restaurant_id: actor.restaurantId,
      id: bottle.id,
      format_id: bottle.formatId,
      location_id: bottle.locationId,
      bin: bottle.bin,
      notes: bottle.notes,
      added_at: bottle.addedDate,
      history: historyOf.get(bottle.id) ?? history,
      cost_cents: costOf.get(bottle.id) ?? costs.get(bottle.formatId) ?? null,
      opened_at: bottle.open?.openedAt ?? null,
      level_tenths: bottle.open?.levelTenths ?? null,
      level_grams: bottle.open?.levelGrams ?? null,
      remaining_permille: bottle.open?.remaining ?? null,
    })),
    {
      cost_cents: 'integer',
      level_tenths: 'integer',
      level_grams: 'integer',
      remaining_permille: 'integer',
    },
  );
  // A backup's open bottle had what remains of it since it was opened, as far as it says.
  const levels = bottles.flatMap(({ id, open }) =>
    open ? [{ bottleId: id, at: open.openedAt, remaining: open.remaining }] : [],
  );
  await recordLevels(tx, actor.restaurantId, levels);
  for (const bottle of bottles) {
    const action = historyOf.has(bottle.id) ? 'bottle.return' : 'bottle.add';
    record(
      { entity: 'bottle', id: bottle.id, op: 'put', action, data: bottle },
      { historyAppended: true },
    );
  }
  return bottles;
}

/** Records moved or re-profiled bottles, whose statement appended the batch to their history. */
function recordAll(record: BottleWrite['record'], bottles: readonly Bottle[], action: string) {
  for (const bottle of bottles) {
    record(
      { entity: 'bottle', id: bottle.id, op: 'put', action, data: bottle },
      {
        historyAppended: true,
      },
    );
  }
}
