import { type Kysely, type Migration, sql } from 'kysely';
import { canonicalBarcode } from '../../../domain/barcode.js';

/**
 * Every stored barcode in its canonical spelling (domain/barcode.ts, decision 0011): profiles
 * saved with a UPC-A typed in 12 digits, an EAN-8, or a GTIN-14 starting with 0, and catalog
 * entries imported that way, become the 13 digits a scan looks them up by.
 *
 * Two spellings of one code on two of a restaurant's profiles (the app's rule is one profile per
 * barcode) keep it on the profile saved last, as a Barcode In Use reassignment would; the other
 * loses its barcode. Two catalog entries of one code keep the one refreshed last.
 */
export const canonicalBarcodesMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await canonicalizeProducts(db);
    await canonicalizeCatalog(db);
  },
  // The former spellings are not kept; the canonical ones are valid spellings for older code.
  async down(): Promise<void> {},
};

interface Spelled {
  barcode: string;
  updated_at: string;
}

/** The row kept for a canonical code (saved last, ties by spelling), and those that give it up. */
function latestFirst<Row extends Spelled>(rows: Row[]): Map<string, { keep: Row; drop: Row[] }> {
  const groups = groupBy(rows, (row) => canonicalBarcode(row.barcode));
  const result = new Map<string, { keep: Row; drop: Row[] }>();
  for (const [canonical, group] of groups) {
    const [keep, ...drop] = group.sort(
      (a, b) => b.updated_at.localeCompare(a.updated_at) || a.barcode.localeCompare(b.barcode),
    );
    if (keep && (drop.length > 0 || keep.barcode !== canonical))
      result.set(canonical, { keep, drop });
  }
  return result;
}

function groupBy<Row>(rows: Row[], keyOf: (row: Row) => string): Map<string, Row[]> {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}

async function canonicalizeProducts(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<Spelled & { restaurant_id: string; id: string }>`
    select restaurant_id, id, barcode, updated_at from products where barcode is not null
  `.execute(db);
  for (const products of groupBy(rows, (row) => row.restaurant_id).values()) {
    for (const [canonical, { keep, drop }] of latestFirst(products)) {
      // Cleared first: (restaurant_id, barcode) is unique.
      for (const row of drop) {
        await sql`update products set barcode = null
          where restaurant_id = ${row.restaurant_id} and id = ${row.id}`.execute(db);
      }
      await sql`update products set barcode = ${canonical}
        where restaurant_id = ${keep.restaurant_id} and id = ${keep.id}`.execute(db);
    }
  }
}

async function canonicalizeCatalog(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<Spelled>`
    select barcode, updated_at from catalog_products
  `.execute(db);
  for (const [canonical, { keep, drop }] of latestFirst(rows)) {
    for (const row of drop) {
      await sql`delete from catalog_products where barcode = ${row.barcode}`.execute(db);
    }
    await sql`update catalog_products set barcode = ${canonical}
      where barcode = ${keep.barcode}`.execute(db);
  }
}
