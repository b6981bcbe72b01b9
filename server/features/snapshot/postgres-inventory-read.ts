import { sql } from 'kysely';
import type { BlendPart, Bottle, Format, Product } from '../../../domain/inventory.js';
import type { Columns, InventoryColumns } from '../../../domain/inventory-columns.js';
import { fromCents, parseJsonArray, toBool, toNumberOrNull } from '../../db/normalize.js';
import type { BottleTable, FormatTable, ProductTable } from '../../db/schema.js';
import type { Tx } from '../../live/writer.js';

// Between the values of a column. A value that contains it is caught by the count check.
const SEPARATOR = '\u001f';

/** Where a field is read from, and how the text of one value becomes the field's value. */
interface ColumnSource<V, Column extends string = string> {
  column: Column;
  /** The column's nulls are flagged apart (string_agg would skip them) and read as null. */
  nullable?: boolean;
  read: (text: string) => V;
}

/** A source for every field of T, each naming a column of the table (checked by the compiler). */
type ColumnSources<T, Table> = { [K in keyof T]-?: ColumnSource<T[K], keyof Table & string> };

const asText = (text: string): string => text;
const text = <C extends string>(column: C): ColumnSource<string, C> => ({ column, read: asText });
const textOrNull = <C extends string>(column: C): ColumnSource<string | null, C> => ({
  column,
  nullable: true,
  read: asText,
});
const flag = <C extends string>(column: C): ColumnSource<boolean, C> => ({ column, read: toBool });
const blend = <C extends string>(column: C): ColumnSource<BlendPart[], C> => ({
  column,
  read: (json) => parseJsonArray<BlendPart>(json),
});

// The same columns and conversions as the row mappers (row-mappers.ts); a test compares the reads.
const PRODUCT_SOURCES: ColumnSources<Product, ProductTable> = {
  id: text('id'),
  name: text('name'),
  producer: text('producer'),
  country: text('country'),
  region: text('region'),
  subregion: text('subregion'),
  appellation: text('appellation'),
  classification: text('classification'),
  regulatedDesignation: text('regulated_designation'),
  style: text('style'),
  color: text('color'),
  supplier: text('supplier'),
  mainCategory: text('main_category'),
  subCategory: text('sub_category'),
  varieties: blend('varieties'),
  grains: blend('grains'),
  alcoholPercentage: { column: 'alcohol_percentage', nullable: true, read: toNumberOrNull },
  barcode: textOrNull('barcode'),
  isPrivateImport: flag('is_private_import'),
  showOnMenu: flag('show_on_menu'),
  defaultFormatId: textOrNull('default_format_id'),
};

const FORMAT_SOURCES: ColumnSources<Format, FormatTable> = {
  id: text('id'),
  productId: text('product_id'),
  vintage: text('vintage'),
  bottleSize: { column: 'bottle_size', read: Number },
  cost: { column: 'cost_cents', nullable: true, read: fromCents },
  price: { column: 'price_cents', nullable: true, read: fromCents },
  tastingNotes: text('tasting_notes'),
  isPrivateImport: flag('is_private_import'),
  showOnMenu: flag('show_on_menu'),
};

const BOTTLE_SOURCES: ColumnSources<Bottle, BottleTable> = {
  id: text('id'),
  formatId: text('format_id'),
  locationId: textOrNull('location_id'),
  bin: text('bin'),
  notes: text('notes'),
  addedDate: text('added_at'),
};

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
    readColumns(tx, 'products', restaurantId, PRODUCT_SOURCES),
    readColumns(tx, 'formats', restaurantId, FORMAT_SOURCES),
    readColumns(tx, 'bottles', restaurantId, BOTTLE_SOURCES),
  ]);
  return products && formats && bottles && { products, formats, bottles };
}

/**
 * The columns of `table` for the restaurant, from one aggregated row. Every string_agg of one
 * query sees the rows in the same order, so the i-th value of each column belongs to the same row.
 */
async function readColumns<T, Table>(
  tx: Tx,
  table: 'products' | 'formats' | 'bottles',
  restaurantId: string,
  sources: ColumnSources<T, Table>,
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
