import { setImmediate } from 'node:timers/promises';
import {
  BACKUP_COLUMNS,
  backupOrder,
  CSV_BOM,
  CSV_NEWLINE,
  csvRowBuilder,
  csvText,
  rowsWithoutBottles,
} from '../../../domain/inventory-csv.js';
import type { Db } from '../../db/database.js';
import { fromCents } from '../../db/normalize.js';
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
  async function* parts(): AsyncGenerator<string> {
    yield CSV_BOM + csvText([[...BACKUP_COLUMNS]]);
    for (let start = 0; start < bottles.length; start += ROWS_PER_TURN) {
      await setImmediate();
      yield CSV_NEWLINE + csvText(bottles.slice(start, start + ROWS_PER_TURN).map(row));
    }
    // Then what holds no bottle (decision 0020): few rows, written at once.
    const unheld = rowsWithoutBottles(source, bottles);
    if (unheld.length > 0) yield CSV_NEWLINE + csvText(unheld);
    yield CSV_NEWLINE;
  }
  return { bottles: bottles.length, parts: parts() };
}

/** Each bottle's own cost, in the currency's units (decision 0042). */
async function bottleCosts(db: Db, restaurantId: string): Promise<Map<string, number | null>> {
  const rows = await db.kysely
    .selectFrom('bottles')
    .select(['id', 'cost_cents'])
    .where('restaurant_id', '=', restaurantId)
    .execute();
  return new Map(rows.map((row) => [row.id, fromCents(row.cost_cents)]));
}
