import type { Kysely } from 'kysely';
import type { PourSize } from '../../../domain/open-bottles.js';
import type { PosItemKind } from '../../../domain/sales.js';
import type { DialectName } from '../../db/database.js';
import { parameterChunks } from '../../db/parameter-chunks.js';
import type { Database } from '../../db/schema.js';
import { pendingFiles } from '../sales/index.js';

/**
 * The sales the Variance report reads (decision 0055), through the lines' index by item, day and
 * place (migration 0037): a period's totals per matched item, then only the days items sold by
 * the bottle, and the names the file gave only for the sales the report lists. A year of lines is
 * never read row by row.
 */

type Reader = Kysely<Database>;

/** PostgreSQL's sum is a bigint or numeric, which its driver gives as text. */
const num = (value: number | string | bigint | null): number => Number(value ?? 0);

/** A POS item matched to a format, as a bottle sale or a pour. */
export interface MatchedItem {
  kind: Exclude<PosItemKind, 'none'>;
  formatId: string;
  pour: PourSize | null;
}

/** The restaurant's POS items matched to a format, by item key. */
export async function readMatchedItems(
  db: Reader,
  restaurantId: string,
): Promise<Map<string, MatchedItem>> {
  const rows = await db
    .selectFrom('pos_items')
    .select(['item_key', 'kind', 'format_id', 'pour'])
    .where('restaurant_id', '=', restaurantId)
    .where('kind', '!=', 'none')
    .execute();
  const matched = new Map<string, MatchedItem>();
  for (const row of rows) {
    if (row.format_id === null || row.kind === 'none') continue;
    matched.set(row.item_key, { kind: row.kind, formatId: row.format_id, pour: row.pour });
  }
  return matched;
}

/** A matched POS item's sales over a period's days, summed over the files. */
export interface ItemSale extends MatchedItem {
  quantity: number;
}

/**
 * The sales of [firstDay, lastDay] of each POS item matched to a format. On SQLite the matched
 * items are asked for by key, as below, so that it sums each one's days from the index by item,
 * already grouped, where it read every line of the days through the index by day and sorted them;
 * PostgreSQL hashes the lines as they come, which that join would only slow.
 */
export async function readItemSales(
  db: Reader,
  dialect: DialectName,
  restaurantId: string,
  firstDay: string,
  lastDay: string,
  matched: ReadonlyMap<string, MatchedItem>,
): Promise<ItemSale[]> {
  if (lastDay < firstDay) return [];
  const lines = await db
    .selectFrom('sales_lines')
    .select((eb) => ['item_key', eb.fn.sum<number>('quantity').as('quantity')])
    .where('restaurant_id', '=', restaurantId)
    .$if(dialect === 'sqlite', (query) =>
      query.where('item_key', 'in', (eb) =>
        eb
          .selectFrom('pos_items')
          .select('item_key')
          .where('restaurant_id', '=', restaurantId)
          .where('kind', '!=', 'none')
          .where('format_id', 'is not', null),
      ),
    )
    .where('day', '>=', firstDay)
    .where('day', '<=', lastDay)
    .where('file_id', 'not in', pendingFiles(db, restaurantId))
    .groupBy('item_key')
    .execute();
  return lines.flatMap((line) => {
    const item = matched.get(line.item_key);
    return item === undefined ? [] : [{ ...item, quantity: num(line.quantity) }];
  });
}

/** The key of an item's sales on a day in a place. */
export const saleKey = (itemKey: string, day: string, location: string): string =>
  `${itemKey}\u001f${day}\u001f${location}`;

/** The item's name as the files wrote it, for each item's days and places of [firstDay, lastDay]. */
export async function readSaleItemNames(
  db: Reader,
  restaurantId: string,
  itemKeys: readonly string[],
  firstDay: string,
  lastDay: string,
): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  for (const chunk of parameterChunks(itemKeys)) {
    const rows = await db
      .selectFrom('sales_lines')
      .select((eb) => ['item_key', 'day', 'location', eb.fn.max('item').as('item')])
      .where('restaurant_id', '=', restaurantId)
      .where('item_key', 'in', chunk)
      .where('day', '>=', firstDay)
      .where('day', '<=', lastDay)
      .where('file_id', 'not in', pendingFiles(db, restaurantId))
      .groupBy(['item_key', 'day', 'location'])
      .execute();
    for (const row of rows)
      names.set(saleKey(row.item_key, row.day, row.location), String(row.item));
  }
  return names;
}
