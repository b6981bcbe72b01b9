import { sql } from 'kysely';
import type { Bottle, Format, Product } from '../../../domain/inventory.js';
import type { Columns, InventoryColumns } from '../../../domain/inventory-columns.js';
import type { Tx } from '../../live/writer.js';
import {
  asText,
  BOTTLE_FIELDS,
  type FieldColumns,
  FORMAT_FIELDS,
  PRODUCT_FIELDS,
} from '../inventory/field-columns.js';

// Between the values of a column. A value that contains it is caught by the count check.
const SEPARATOR = '\u001f';

/**
 * A restaurant's products, formats and bottles read on PostgreSQL as one row per table: each
 * column's values joined into one text (string_agg) and split here into the columns a compact
 * snapshot is built from. Row by row, nearly all the time went to the driver's parsing of 33,000
 * rows in JS (120–180 ms for the bench restaurant, where the database answers in 2–10 ms), and
 * making objects that the snapshot only takes apart again. This is the read a snapshot never built
 * before waits for. Undefined when a value contains the separator: the caller then reads the rows.
 */
export async function readInventoryByColumns(
  tx: Tx,
  restaurantId: string,
): Promise<InventoryColumns | undefined> {
  // Sent together: the driver sends each query as soon as the one before has finished, so the
  // database computes the next table while this thread splits the one before.
  const [products, formats, bottles] = await Promise.all([
    readColumns<Product>(tx, 'products', restaurantId, PRODUCT_FIELDS),
    readColumns<Format>(tx, 'formats', restaurantId, FORMAT_FIELDS),
    readColumns<Bottle>(tx, 'bottles', restaurantId, BOTTLE_FIELDS),
  ]);
  return products && formats && bottles && { products, formats, bottles };
}

/**
 * The columns of `table` for the restaurant, from one aggregated row. Every string_agg of one
 * query sees the rows in the same order, so the i-th value of each column belongs to the same row.
 */
async function readColumns<T>(
  tx: Tx,
  table: 'products' | 'formats' | 'bottles',
  restaurantId: string,
  sources: FieldColumns<T, Record<string, unknown>>,
): Promise<Columns<T> | undefined> {
  const fields = Object.keys(sources) as Array<keyof T & string>;
  const aggregates = fields.flatMap((field) => {
    const { column, nullable } = sources[field];
    const value = sql`string_agg(coalesce(${sql.ref(column)}::text, ''), ${SEPARATOR}) as ${sql.ref(field)}`;
    if (!nullable) return [value];
    return [
      value,
      sql`string_agg(case when ${sql.ref(column)} is null then '1' else '0' end, '') as ${sql.ref(`${field}__null`)}`,
    ];
  });
  const result = await sql<Record<string, string | null> & { count: number }>`
    select count(*)::integer as count, ${sql.join(aggregates)}
    from ${sql.table(table)} where restaurant_id = ${restaurantId}`.execute(tx);
  const aggregated = result.rows[0];
  const count = Number(aggregated?.count ?? 0);
  const columns = {} as Columns<T>;
  for (const field of fields) {
    const { nullable, read } = sources[field];
    const joined = aggregated?.[field] ?? null;
    const values = count === 0 || joined === null ? [] : joined.split(SEPARATOR);
    if (values.length !== count) return undefined;
    const nulls = nullable ? (aggregated?.[`${field}__null`] ?? '') : '';
    columns[field] = (
      nullable
        ? values.map((value, index) => (nulls[index] === '1' ? null : read(value)))
        : read === asText
          ? values
          : values.map(read)
    ) as Columns<T>[typeof field];
  }
  return columns;
}
