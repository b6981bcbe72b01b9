import path from 'node:path';
import { backupFileName, backupSqlite } from '../db/backup.js';
import { readEnv, sqliteFile } from '../env.js';

/**
 * `npm run backup [-- FILE]`: a consistent copy of the SQLite database, safe while the server runs.
 * On PostgreSQL, use pg_dump (printed below). Restoring: README, "Backup and restore".
 */
async function main(): Promise<void> {
  const env = readEnv();
  if (env.DATABASE_URL) {
    console.log('This server runs on PostgreSQL. Back it up with pg_dump, for example:');
    console.log('  pg_dump --format=custom --file=cellar.dump "$DATABASE_URL"');
    console.log('and restore into an empty database with:');
    console.log('  pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" cellar.dump');
    return;
  }
  const destination = path.resolve(
    process.argv[2] ?? path.join(env.DATA_DIR, 'backups', backupFileName()),
  );
  await backupSqlite(sqliteFile(env), destination);
  console.log(`Backup written and checked: ${destination}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
