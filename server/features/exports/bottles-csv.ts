import { setTimeout as sleep } from 'node:timers/promises';
import {
  BACKUP_COLUMNS,
  backupOrder,
  byIdOrder,
  CSV_BOM,
  CSV_NEWLINE,
  csvRowBuilder,
  csvText,
  HeldPlaces,
  locationOrder,
  unheldRows,
} from '../../../domain/inventory-csv.js';
import type { Db } from '../../db/database.js';
import { fromCents } from '../../db/normalize.js';
import { BULK_REST, type KeysetPage, readInPages } from '../../db/read-in-pages.js';
import { loadSnapshot } from '../snapshot/index.js';
import { sortInTurns } from './sort-in-turns.js';

/**
 * Rows written in one turn of the event loop (about 6 ms; 1,000 took 25 ms on a quiet machine,
 * mostly quoting and neutralising cells): other requests wait no longer.
 */
const ROWS_PER_TURN = 250;

/**
 * The CSV backup of every bottle (docs/product.md §7), as read at one revision in one
 * transaction: its number of bottles, and its text a part at a time, so that a big cellar does
 * not hold the server up. The browser no longer holds every bottle to build it.
 */
export async function bottlesCsv(
  db: Db,
  restaurantId: string,
): Promise<{ bottles: number; parts: AsyncGenerator<string> }> {
  // Read whole (in pages, on SQLite on the connection for long reads), then written: a
  // transaction held open while a slow client downloads would hold a connection for as long.
  const snapshot = await loadSnapshot(db, restaurantId);
  const byId = <T extends { id: string }>(items: readonly T[]) =>
    new Map(items.map((item) => [item.id, item]));
  const source = {
    products: byId(snapshot.products),
    formats: byId(snapshot.formats),
    locations: snapshot.restaurant.locations,
    locationNames: new Map(snapshot.restaurant.locations.map((l) => [l.id, l.name])),
    bottleCosts: await bottleCosts(db, restaurantId),
  };
  const row = csvRowBuilder(source);
  const bottles = await sortInTurns(snapshot.bottles, backupOrder);
  // What holds no bottle comes last, in its own order (decision 0020); its sorts, by
  // `localeCompare`, take turns too.
  const order = {
    formats: await sortInTurns([...source.formats.values()], byIdOrder),
    products: await sortInTurns([...source.products.values()], byIdOrder),
    locations: await sortInTurns(source.locations, locationOrder),
  };
  async function* parts(): AsyncGenerator<string> {
    const turn = turns();
    yield CSV_BOM + csvText([[...BACKUP_COLUMNS]]);
    const held = new HeldPlaces();
    for (let start = 0; start < bottles.length; start += ROWS_PER_TURN) {
      await turn();
      const chunk = bottles.slice(start, start + ROWS_PER_TURN);
      for (const bottle of chunk) held.add(bottle);
      yield CSV_NEWLINE + csvText(chunk.map(row));
    }
    let unheld: string[][] = [];
    for (const cells of unheldRows(source, order, held)) {
      unheld.push(cells);
      if (unheld.length < ROWS_PER_TURN) continue;
      await turn();
      yield CSV_NEWLINE + csvText(unheld);
      unheld = [];
    }
    if (unheld.length > 0) yield CSV_NEWLINE + csvText(unheld);
    yield CSV_NEWLINE;
  }
  return { bottles: bottles.length, parts: parts() };
}

/**
 * The wait between two turns of rows: the turn's time again, times BULK_REST, as the snapshot's
 * pages rest (a backup is a bulk job), and at least a turn of the event loop.
 */
function turns(): () => Promise<void> {
  let started = performance.now();
  return async () => {
    await sleep(BULK_REST * (performance.now() - started));
    started = performance.now();
  };
}

/**
 * Each bottle's own cost, in the currency's units (decision 0042), read in pages on the
 * connection for long reads: 22,000 in one query held every other request for about 50 ms.
 */
async function bottleCosts(db: Db, restaurantId: string): Promise<Map<string, number | null>> {
  const rows = await readInPages(
    ({ after, limit }: KeysetPage<string>) => {
      let select = db.longReads
        .selectFrom('bottles')
        .select(['id', 'cost_cents'])
        .where('restaurant_id', '=', restaurantId);
      if (after !== undefined) select = select.where('id', '>', after);
      return select.orderBy('id').limit(limit).execute();
    },
    (row) => row.id,
  );
  return new Map(rows.map((row) => [row.id, fromCents(row.cost_cents)]));
}
