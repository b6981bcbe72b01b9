import fs from 'node:fs';
import { whileBusy } from '../db/busy.js';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { databaseConfig, readEnv } from '../env.js';
import {
  catalogImportSummary,
  cliLanguage,
  parseCatalogFile,
  upsertCatalogEntry,
} from '../features/catalog/index.js';

/**
 * `npm run catalog:import -- FILE`: loads a CSV (header: barcode, name, producer, country, region,
 * appellation, category, varieties) or an Open Food Facts JSONL export (*.jsonl) into the shared
 * barcode catalog, a chunk of entries per transaction. Existing barcodes are refreshed.
 */
const IMPORT_CHUNK = 500;

async function main(): Promise<void> {
  const file = process.argv[2];
  if (!file) throw new Error('Usage: npm run catalog:import -- FILE.csv|FILE.jsonl');
  const kind = /\.jsonl?$/i.test(file) ? 'jsonl' : 'csv';
  const { entries, skipped } = parseCatalogFile(fs.readFileSync(file, 'utf8'), kind);
  const env = readEnv();
  const db = openDatabase(databaseConfig(env));
  try {
    await migrateToLatest(db);
    const now = new Date().toISOString();
    // In chunks, each its own short transaction: a running server waits for one chunk at most
    // (a single transaction of 100,000 rows held SQLite's write lock for seconds).
    for (let start = 0; start < entries.length; start += IMPORT_CHUNK) {
      const chunk = entries.slice(start, start + IMPORT_CHUNK);
      await whileBusy(() =>
        db.kysely.transaction().execute(async (tx) => {
          for (const entry of chunk) await upsertCatalogEntry(tx, entry, 'import', now);
        }),
      );
      // Lets the server's waiting writes take the lock between chunks.
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    console.log(catalogImportSummary(entries.length, skipped, cliLanguage(process.env.LANG)));
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
