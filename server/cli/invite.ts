import { parseArgs } from 'node:util';
import { whileBusy } from '../db/busy.js';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { databaseConfig, readEnv } from '../env.js';
import { createInvites } from '../features/invites/index.js';

/** `npm run invite [-- --count N] [--days D]`: prints N new codes, one a line, the last line last. */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { count: { type: 'string', default: '1' }, days: { type: 'string' } },
  });
  const count = Number(values.count);
  if (!Number.isInteger(count) || count < 1 || count > 1000) {
    throw new Error('--count must be a whole number from 1 to 1000');
  }
  const env = readEnv();
  const days = values.days === undefined ? env.INVITE_TTL_DAYS : Number(values.days);
  if (!Number.isInteger(days) || days < 1) throw new Error('--days must be a whole number of days');
  const db = openDatabase(databaseConfig(env));
  try {
    await migrateToLatest(db);
    // A running server's write may hold SQLite's lock: wait as its own writes do, all codes or none.
    const codes = await whileBusy(() =>
      db.kysely.transaction().execute((tx) => createInvites(tx, count, days)),
    );
    console.error(`${count} invite code(s), single use, valid for ${days} days:`);
    for (const code of codes) console.log(code);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
