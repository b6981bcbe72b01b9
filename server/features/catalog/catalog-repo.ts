import type { Kysely } from 'kysely';
import type { BlendPart } from '../../../domain/inventory.js';
import { parseJsonArray } from '../../db/normalize.js';
import type { Database } from '../../db/schema.js';

export interface CatalogEntry {
  barcode: string;
  name: string;
  producer: string;
  country: string;
  region: string;
  appellation: string;
  mainCategory: string;
  varieties: BlendPart[];
}

export async function findCatalogEntry(
  db: Kysely<Database>,
  barcode: string,
): Promise<CatalogEntry | undefined> {
  const row = await db
    .selectFrom('catalog_products')
    .selectAll()
    .where('barcode', '=', barcode)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    barcode: row.barcode,
    name: row.name,
    producer: row.producer,
    country: row.country,
    region: row.region,
    appellation: row.appellation,
    mainCategory: row.main_category,
    varieties: parseJsonArray<BlendPart>(row.varieties),
  };
}

/** Where shared entries come from: never a restaurant's own profiles (decision 0007). */
type CatalogSource = 'import' | 'openfoodfacts';

/** Inserts or refreshes one barcode: the latest import (or online answer) that names it wins. */
export async function upsertCatalogEntry(
  db: Kysely<Database>,
  entry: CatalogEntry,
  source: CatalogSource,
  now: string,
): Promise<void> {
  const values = {
    name: entry.name,
    producer: entry.producer,
    country: entry.country,
    region: entry.region,
    appellation: entry.appellation,
    main_category: entry.mainCategory,
    // Names only: how much of each grape is a restaurant's own reading of the label.
    varieties: JSON.stringify(entry.varieties.map((part) => ({ name: part.name, pct: part.pct }))),
    source,
    updated_at: now,
  };
  await db
    .insertInto('catalog_products')
    .values({ barcode: entry.barcode, ...values })
    .onConflict((conflict) => conflict.column('barcode').doUpdateSet(values))
    .execute();
}
