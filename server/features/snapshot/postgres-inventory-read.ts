import { sql } from 'kysely';
import type { Bottle, Format, Product } from '../../../domain/inventory.js';
import type { Tx } from '../../live/writer.js';
import {
  BOTTLE_COLUMNS,
  type BottleRow,
  FORMAT_COLUMNS,
  type FormatRow,
  PRODUCT_COLUMNS,
  type ProductRow,
  toBottle,
  toFormat,
  toProduct,
} from '../inventory/row-mappers.js';

// Between the values of a column. A value that contains it is caught by the count check.
const SEPARATOR = '\u001f';

type TextRow = Record<string, string | null>;

/**
 * A restaurant's products, formats and bottles read on PostgreSQL as one row per table: each
 * column's values joined into one text (string_agg), split here. The usual row-by-row read spends
 * nearly all its time in the driver's parsing of 33,000 rows in JS (120–180 ms for the bench
 * restaurant, where the database answers in 2–10 ms); splitting a few long strings is native work.
 * This is the read a snapshot never built before waits for. Undefined when a value contains the
 * separator: the caller then reads the rows.
 */
export async function readInventoryByColumns(
  tx: Tx,
  restaurantId: string,
): Promise<{ products: Product[]; formats: Format[]; bottles: Bottle[] } | undefined> {
  const products = await readColumns(tx, 'products', restaurantId, PRODUCT_COLUMNS, [
    'alcohol_percentage',
    'barcode',
    'default_format_id',
  ]);
  const formats =
    products &&
    (await readColumns(tx, 'formats', restaurantId, FORMAT_COLUMNS, ['cost_cents', 'price_cents']));
  const bottles =
    formats && (await readColumns(tx, 'bottles', restaurantId, BOTTLE_COLUMNS, ['location_id']));
  if (!products || !formats || !bottles) return undefined;
  // The values arrive as text, which the row mappers' normalizers take as they take the driver's
  // text for counts and decimals; the columns the mappers read are all there.
  return {
    products: products.map((row) => toProduct(row as unknown as ProductRow)),
    formats: formats.map((row) => toFormat(row as unknown as FormatRow)),
    bottles: bottles.map((row) => toBottle(row as unknown as BottleRow)),
  };
}

/**
 * The rows of `table` for the restaurant, rebuilt from one aggregated row. Every string_agg of one
 * query sees the rows in the same order, so the i-th value of each column belongs to the same row;
 * the `nullable` columns' nulls are coalesced (string_agg would skip them) and flagged in a string
 * of 0s and 1s.
 */
async function readColumns(
  tx: Tx,
  table: 'products' | 'formats' | 'bottles',
  restaurantId: string,
  columns: readonly string[],
  nullable: readonly string[],
): Promise<TextRow[] | undefined> {
  const aggregates = columns.flatMap((column) => {
    const value = sql`string_agg(coalesce(${sql.ref(column)}::text, ''), ${SEPARATOR}) as ${sql.ref(column)}`;
    if (!nullable.includes(column)) return [value];
    return [
      value,
      sql`string_agg(case when ${sql.ref(column)} is null then '1' else '0' end, '') as ${sql.ref(`${column}__null`)}`,
    ];
  });
  const result = await sql<TextRow & { count: number }>`
    select count(*)::integer as count, ${sql.join(aggregates)}
    from ${sql.table(table)} where restaurant_id = ${restaurantId}`.execute(tx);
  const aggregated = result.rows[0];
  const count = Number(aggregated?.count ?? 0);
  if (!aggregated || count === 0) return [];
  const values: string[][] = [];
  const nulls: string[] = [];
  for (const column of columns) {
    const split = (aggregated[column] ?? '').split(SEPARATOR);
    if (split.length !== count) return undefined;
    values.push(split);
    nulls.push(nullable.includes(column) ? (aggregated[`${column}__null`] ?? '') : '');
  }
  const rows: TextRow[] = [];
  for (let index = 0; index < count; index++) {
    const row: TextRow = {};
    for (const [position, column] of columns.entries()) {
      row[column] = nulls[position]?.[index] === '1' ? null : (values[position]?.[index] ?? null);
    }
    rows.push(row);
  }
  return rows;
}
