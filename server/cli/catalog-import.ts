import fs from 'node:fs';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { readEnv, sqliteFile } from '../env.js';
import { parseCatalogFile } from '../features/catalog/catalog-file.js';
import { upsertCatalogEntry } from '../features/catalog/catalog-repo.js';

/**
 * `npm run catalog:import -- FILE`: loads a CSV (header: barcode, name, producer, country, region,
 * appellation, category, varieties) or an Open Food Facts JSONL export (*.jsonl) into the shared
 * barcode catalog, in one transaction. Existing barcodes are refreshed.
 */
async function main(): Promise<void> {
  const file = process.argv[2];
  if (!file) throw new Error('Usage: npm run catalog:import -- FILE.csv|FILE.jsonl');
  const kind = /\.jsonl?$/i.test(file) ? 'jsonl' : 'csv';
  const { entries, skipped } = parseCatalogFile(fs.readFileSync(file, 'utf8'), kind);
  const env = readEnv();
  const db = openDatabase({ databaseUrl: env.DATABASE_URL, sqliteFile: sqliteFile(env) });
  try {
    await migrateToLatest(db);
    const now = new Date().toISOString();
    await db.kysely.transaction().execute(async (tx) => {
      for (const entry of entries) await upsertCatalogEntry(tx, entry, 'import', now);
    });
    console.log(
      `Imported ${entries.length} catalog entries (${skipped} lines skipped: no valid barcode or name).`,
    );
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
