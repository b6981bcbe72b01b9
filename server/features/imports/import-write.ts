import { setImmediate } from 'node:timers/promises';
import { sql } from 'kysely';
import type { Bottle, Format, Product } from '../../../domain/inventory.js';
import { manualBottleId } from '../../../domain/manual-id.js';
import { vintageKey } from '../../../domain/product-identity.js';
import type { DialectName } from '../../db/database.js';
import { newId } from '../../db/new-id.js';
import { fromBool, toCents } from '../../db/normalize.js';
import type { RecordChange, Tx } from '../../db/writer.js';
import { nextManualTimestamp } from '../inventory/new-bottles.js';
import { productColumns } from '../inventory/product-repo.js';
import { readLocation } from '../locations/location-repo.js';
import type { ImportPlan } from './import-plan.js';

/** The ids of what an import created: what Undo removes, and all it removes. */
export interface ImportRecord {
  colors: string[];
  locations: string[];
  /** [location id, bin name] */
  bins: Array<[string, string]>;
  products: string[];
  formats: string[];
  bottles: string[];
}

/**
 * Rows an insert statement takes: each is built, sent and run within a few milliseconds, and the
 * event loop turns between two (decision 0031), so an import of 20,000 bottles never holds the
 * other restaurants' requests for long. Well under SQLite's 32,766 bound parameters.
 */
const ROWS_PER_INSERT = 1_000;

async function inChunks<T>(items: readonly T[], write: (part: T[]) => Promise<unknown>) {
  for (let start = 0; start < items.length; start += ROWS_PER_INSERT) {
    if (start > 0) await setImmediate();
    await write(items.slice(start, start + ROWS_PER_INSERT));
  }
}

type Row = Record<string, string | number | null>;

/**
 * Inserts many rows of one table, a chunk a statement. PostgreSQL takes each chunk as one array
 * per column, `unnest`ed: a few parameters whatever the count, where rows as VALUES cost
 * statements of thousands of parameters to build, send and plan. SQLite, in-process, takes
 * VALUES. `types`: PostgreSQL's type of each column that is not text.
 */
async function insertRows(
  tx: Tx,
  dialect: DialectName,
  table: 'products' | 'formats' | 'bottles',
  rows: readonly Row[],
  types: Readonly<Record<string, string>> = {},
): Promise<void> {
  const first = rows[0];
  if (first === undefined) return;
  const columns = Object.keys(first);
  if (dialect === 'postgres') {
    await inChunks(rows, (part) => {
      const arrays = columns.map(
        (column) =>
          sql`${part.map((row) => row[column] ?? null)}::${sql.raw(types[column] ?? 'text')}[]`,
      );
      return sql`insert into ${sql.table(table)} (${sql.join(columns.map((column) => sql.ref(column)))})
        select * from unnest(${sql.join(arrays)})`.execute(tx);
    });
    return;
  }
  await inChunks(rows, (part) =>
    sql`insert into ${sql.table(table)} (${sql.join(columns.map((column) => sql.ref(column)))})
      values ${sql.join(part.map((row) => sql`(${sql.join(columns.map((column) => row[column] ?? null))})`))}`.execute(
      tx,
    ),
  );
}

/** Writes a checked plan in the caller's (the Writer's) transaction and records every change. */
export async function writePlan(
  tx: Tx,
  record: RecordChange,
  restaurantId: string,
  plan: ImportPlan,
  now: string,
  historyId: number,
  dialect: DialectName,
): Promise<ImportRecord> {
  const created: ImportRecord = {
    colors: [],
    locations: [],
    bins: [],
    products: [],
    formats: [],
    bottles: [],
  };

  if (plan.newColors.length > 0) {
    const last = await tx
      .selectFrom('colors')
      .select((eb) => eb.fn.max('position').as('position'))
      .where('restaurant_id', '=', restaurantId)
      .executeTakeFirst();
    let position = Number(last?.position ?? -1);
    for (const name of plan.newColors) {
      const color = { id: newId(), name, position: ++position };
      await tx
        .insertInto('colors')
        .values({ restaurant_id: restaurantId, ...color })
        .execute();
      record({ entity: 'color', id: color.id, op: 'put', action: 'color.add', data: color });
      created.colors.push(color.id);
    }
  }

  const locationIds = new Map(plan.locationIds);
  for (const name of plan.newLocations) {
    const id = newId();
    await tx.insertInto('locations').values({ restaurant_id: restaurantId, id, name }).execute();
    locationIds.set(name, id);
    created.locations.push(id);
  }
  const bins = plan.newBins.map(([location, bin]): [string, string] => [
    locationIds.get(location) ?? '',
    bin,
  ]);
  await inChunks(bins, (part) =>
    tx
      .insertInto('bins')
      .values(
        part.map(([locationId, name]) => ({
          restaurant_id: restaurantId,
          location_id: locationId,
          name,
        })),
      )
      .execute(),
  );
  created.bins = bins;
  const touched = new Set([...created.locations, ...bins.map(([locationId]) => locationId)]);
  for (const [name, id] of locationIds) {
    if (!touched.has(id)) continue;
    const location = await readLocation(tx, restaurantId, { id, name });
    const action = created.locations.includes(id) ? 'location.add' : 'location.bin-add';
    record({ entity: 'location', id, op: 'put', action, data: location });
  }

  const products: Product[] = plan.newProducts;
  await insertRows(
    tx,
    dialect,
    'products',
    products.map((product) => ({
      restaurant_id: restaurantId,
      id: product.id,
      ...productColumns(product),
      default_format_id: product.defaultFormatId,
      created_at: now,
      updated_at: now,
    })),
    {
      alcohol_percentage: 'double precision',
      is_private_import: 'integer',
      show_on_menu: 'integer',
    },
  );
  for (const product of products) {
    record({ entity: 'product', id: product.id, op: 'put', action: 'product.add', data: product });
    created.products.push(product.id);
  }

  const formats: Format[] = plan.newFormats;
  await insertRows(
    tx,
    dialect,
    'formats',
    formats.map((format) => ({
      restaurant_id: restaurantId,
      id: format.id,
      product_id: format.productId,
      vintage: format.vintage,
      vintage_key: vintageKey(format.vintage),
      bottle_size: format.bottleSize,
      cost_cents: toCents(format.cost ?? null),
      price_cents: toCents(format.price),
      tasting_notes: format.tastingNotes,
      is_private_import: fromBool(format.isPrivateImport),
      show_on_menu: fromBool(format.showOnMenu),
      created_at: now,
      updated_at: now,
    })),
    {
      bottle_size: 'integer',
      cost_cents: 'integer',
      price_cents: 'integer',
      is_private_import: 'integer',
      show_on_menu: 'integer',
    },
  );
  for (const format of formats) {
    record({ entity: 'format', id: format.id, op: 'put', action: 'format.add', data: format });
    created.formats.push(format.id);
  }

  const timestamp = nextManualTimestamp();
  let manual = 0;
  const bottles: Bottle[] = plan.bottles.map((bottle) => ({
    id: bottle.id ?? manualBottleId(timestamp, ++manual),
    formatId: bottle.formatId,
    locationId: bottle.location === '' ? null : (locationIds.get(bottle.location) ?? null),
    bin: bottle.bin,
    notes: bottle.notes,
    addedDate: bottle.addedDate ?? now,
  }));
  // Each bottle's history list names this batch from the start: the Writer need not append it
  // to 20,000 rows just written (historyAppended below).
  const history = ` ${historyId}`;
  await insertRows(
    tx,
    dialect,
    'bottles',
    bottles.map((bottle) => ({
      restaurant_id: restaurantId,
      id: bottle.id,
      format_id: bottle.formatId,
      location_id: bottle.locationId,
      bin: bottle.bin,
      notes: bottle.notes,
      added_at: bottle.addedDate,
      history,
    })),
  );
  for (const bottle of bottles) {
    record(
      { entity: 'bottle', id: bottle.id, op: 'put', action: 'bottle.add', data: bottle },
      { historyAppended: true },
    );
    created.bottles.push(bottle.id);
  }
  return created;
}
