import { setImmediate } from 'node:timers/promises';
import { type Kysely, sql } from 'kysely';
import { addPlace, type FormatCounts } from '../../domain/bottle-counts.js';
import type { Bottle } from '../../domain/inventory.js';
import type { Change } from '../../domain/live.js';
import { parameterChunks } from '../db/parameter-chunks.js';
import type { Database } from '../db/schema.js';
import type { Tx } from '../db/writer.js';

/**
 * Where a restaurant's bottles are, from the counts the database keeps (migration 0011): each
 * format's places, or only those of `formatIds`. A format without bottles has no entry.
 */
export async function readFormatCounts(
  db: Kysely<Database>,
  restaurantId: string,
  formatIds?: readonly string[],
): Promise<Map<string, FormatCounts>> {
  const counts = new Map<string, FormatCounts>();
  const chunks = formatIds === undefined ? [undefined] : parameterChunks(formatIds);
  for (const chunk of chunks) {
    let select = db
      .selectFrom('bottle_counts')
      .select(['format_id', 'location_id', 'bin', 'bottles', 'manual'])
      .where('restaurant_id', '=', restaurantId)
      .where('bottles', '>', 0);
    if (chunk !== undefined) select = select.where('format_id', 'in', chunk);
    const rows = await select.orderBy('format_id').orderBy('location_id').orderBy('bin').execute();
    for (const row of rows) {
      addPlace(counts, row.format_id, {
        locationId: row.location_id === '' ? null : row.location_id,
        bin: row.bin,
        bottles: Number(row.bottles),
        manual: Number(row.manual),
      });
    }
  }
  return counts;
}

/**
 * When the bottles a batch brought in arrived, per format: their newest added date, when the
 * batch only added bottles (an import's come with the file's dates); undefined for any other
 * batch, whose formats moved now. A bottle's arrival is its added date, not the time it was
 * written down: an imported cellar is not all moved today (dead stock would be empty after an
 * import).
 */
export function arrivals(changes: readonly Change[]): Map<string, string> | undefined {
  const newest = new Map<string, string>();
  for (const change of changes) {
    if (change.entity !== 'bottle') continue;
    const bottle = change.data as Partial<Bottle> | null;
    if (change.action !== 'bottle.add' || !bottle?.formatId || !bottle.addedDate) return undefined;
    if (bottle.addedDate > (newest.get(bottle.formatId) ?? '')) {
      newest.set(bottle.formatId, bottle.addedDate);
    }
  }
  return newest;
}

/**
 * Each format's time of arrival, one statement per 500 formats whatever their times: an
 * imported cellar's formats each have their own (a format per statement took thousands of them).
 * A time already later stays.
 */
async function markArrivals(
  tx: Tx,
  restaurantId: string,
  times: ReadonlyArray<readonly [string, string]>,
): Promise<void> {
  for (const chunk of parameterChunks(times)) {
    await tx
      .insertInto('format_moves')
      .values(
        chunk.map(([formatId, at]) => ({
          restaurant_id: restaurantId,
          format_id: formatId,
          moved_at: at,
        })),
      )
      .onConflict((conflict) =>
        conflict
          .columns(['restaurant_id', 'format_id'])
          .doUpdateSet({ moved_at: (eb) => eb.ref('excluded.moved_at') })
          .whereRef('format_moves.moved_at', '<', 'excluded.moved_at'),
      )
      .execute();
  }
}

/** Past this many count rows a write's counts take turns of the event loop between statements. */
const ROWS_WITHOUT_TURNS = 5_000;

/** The restaurant's rows of bottle_counts that this transaction's triggers marked. */
function touchedRows(tx: Tx, restaurantId: string) {
  return tx
    .selectFrom('bottle_counts as t')
    .select('t.format_id')
    .where('t.restaurant_id', '=', restaurantId)
    .where('t.touched', '=', 1);
}

/**
 * The count changes a write adds to its batch: each format whose rows of bottle_counts the
 * triggers marked in this transaction (migration 0011), with its bottles per place now (none: an
 * empty list). The marks are cleared and the emptied rows deleted before the transaction
 * commits, so another write never sees them: whichever path added, moved or removed bottles, the
 * feed says where they are without anyone computing it twice. Every statement finds the marked
 * rows through their partial index, rather than by lists of format ids bound as parameters: for a
 * move of 1,000 bottles (700 formats) those lists were most of this bookkeeping's time.
 */
export async function takeCountChanges(
  tx: Tx,
  restaurantId: string,
  arrived?: ReadonlyMap<string, string>,
): Promise<Change[]> {
  // Every place of each touched format, emptied ones too (they name the format even when none is
  // left), in one read.
  const rows = await tx
    .selectFrom('bottle_counts')
    .select(['format_id', 'location_id', 'bin', 'bottles', 'manual'])
    .where('restaurant_id', '=', restaurantId)
    .where('format_id', 'in', touchedRows(tx, restaurantId))
    .orderBy('format_id')
    .orderBy('location_id')
    .orderBy('bin')
    .execute();
  if (rows.length === 0) return [];
  // An import's counts: each statement below takes about 100 ms on 20,000 formats, held in one
  // go by SQLite on the event loop; a turn between two lets the others' requests through.
  const turn = rows.length > ROWS_WITHOUT_TURNS ? () => setImmediate() : async () => {};
  const counts = new Map<string, FormatCounts>();
  for (const row of rows) {
    if (!counts.has(row.format_id))
      counts.set(row.format_id, { formatId: row.format_id, places: [] });
    if (Number(row.bottles) <= 0) continue;
    addPlace(counts, row.format_id, {
      locationId: row.location_id === '' ? null : row.location_id,
      bin: row.bin,
      bottles: Number(row.bottles),
      manual: Number(row.manual),
    });
  }
  const now = new Date().toISOString();
  await turn();
  // Dead stock reads when a format's bottles last moved from here (format_moves, migration 0046): now, or
  // when the bottles only added arrived, unless the format moved later than that.
  if (arrived === undefined) {
    await tx
      .insertInto('format_moves')
      .columns(['format_id', 'restaurant_id', 'moved_at'])
      .expression(
        // Not those of formats this write deleted (an import undone): their counts are touched too.
        touchedRows(tx, restaurantId)
          .innerJoin('formats as f', (join) =>
            join.onRef('f.restaurant_id', '=', 't.restaurant_id').onRef('f.id', '=', 't.format_id'),
          )
          .distinct()
          .select([
            sql<string>`cast(${restaurantId} as text)`.as('restaurant_id'),
            sql<string>`cast(${now} as text)`.as('moved_at'),
          ]),
      )
      .onConflict((conflict) =>
        conflict
          .columns(['restaurant_id', 'format_id'])
          .doUpdateSet({ moved_at: (eb) => eb.ref('excluded.moved_at') }),
      )
      .execute();
  } else {
    await markArrivals(
      tx,
      restaurantId,
      [...counts.keys()].map((formatId) => [formatId, arrived.get(formatId) ?? now]),
    );
  }
  await turn();
  // A row is emptied only by a trigger, which marks it.
  await tx
    .deleteFrom('bottle_counts')
    .where('restaurant_id', '=', restaurantId)
    .where('touched', '=', 1)
    .where('bottles', '=', 0)
    .execute();
  await turn();
  await tx
    .updateTable('bottle_counts')
    .set({ touched: 0 })
    .where('restaurant_id', '=', restaurantId)
    .where('touched', '=', 1)
    .execute();
  return [...counts.values()].map((data) => ({
    entity: 'count',
    id: data.formatId,
    op: 'put',
    action: 'count.update',
    data,
  }));
}
