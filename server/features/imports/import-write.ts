import type { Format, Product } from '../../../domain/inventory.js';
import { vintageKey } from '../../../domain/product-identity.js';
import type { DialectName } from '../../db/database.js';
import { inChunks, insertRows } from '../../db/insert-rows.js';
import { newId } from '../../db/new-id.js';
import { fromBool, toCents } from '../../db/normalize.js';
import type { Author, RecordChange, Tx } from '../../db/writer.js';
import { addImportedBottles, productColumns } from '../inventory/index.js';
import { readLocation } from '../locations/index.js';
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

/** Writes a checked plan in the caller's (the Writer's) transaction and records every change. */
export async function writePlan(
  tx: Tx,
  record: RecordChange,
  actor: Author,
  plan: ImportPlan,
  now: string,
  historyId: number,
  dialect: DialectName,
): Promise<ImportRecord> {
  const { restaurantId } = actor;
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
      full_weight_grams: format.fullWeightGrams ?? null,
      empty_weight_grams: format.emptyWeightGrams ?? null,
      created_at: now,
      updated_at: now,
    })),
    {
      bottle_size: 'integer',
      full_weight_grams: 'integer',
      empty_weight_grams: 'integer',
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

  const write = { tx, dialect, record, historyId: async () => historyId };
  const bottles = await addImportedBottles(
    write,
    actor,
    plan.bottles.map((bottle) => ({
      id: bottle.id ?? null,
      formatId: bottle.formatId,
      locationId: bottle.location === '' ? null : (locationIds.get(bottle.location) ?? null),
      bin: bottle.bin,
      notes: bottle.notes,
      addedDate: bottle.addedDate ?? now,
      costCents: toCents(bottle.cost ?? null),
      open: bottle.open ?? null,
    })),
  );
  created.bottles.push(...bottles.map((bottle) => bottle.id));
  return created;
}
