import path from 'node:path';
import { backupFileName, backupSqlite } from '../db/backup.js';
import { readEnv, sqliteFile } from '../env.js';

/**
 * `npm run backup [-- FILE]`: a consistent copy of the SQLite database, safe while the server runs.
 * On PostgreSQL it writes nothing: the database server's own pg_dump is the right tool (one
 * consistent snapshot, any size, restorable with pg_restore), so the commands are printed and the
 * exit status says no copy was made, for scripts that chain on it. Restoring: README, "Backup and
 * restore".
 */
async function main(): Promise<void> {
  const env = readEnv();
  if (env.DATABASE_URL) {
    console.error(
      [
        'No backup written: this server runs on PostgreSQL. Back it up with pg_dump (a client of',
        "the server's major version or newer), while the server runs:",
        '  pg_dump --format=custom --file=cellar.dump "$DATABASE_URL"',
        'Restore: stop the Cellar servers, then into an empty database:',
        '  pg_restore --no-owner --exit-on-error --dbname="$DATABASE_URL" cellar.dump',
      ].join('\n'),
    );
    process.exitCode = 2;
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
