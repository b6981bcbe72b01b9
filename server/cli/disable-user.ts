import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { databaseConfig, readEnv } from '../env.js';
import { deleteSessionsOfUser, markUserDisabled } from '../features/auth/index.js';
import { LiveHub } from '../live/hub.js';
import { SessionEvents } from '../live/session-events.js';

/**
 * `npm run user:disable -- EMAIL`: the user can no longer log in, and every session of theirs ends
 * now. Open streams close at once on PostgreSQL (NOTIFY) and within seconds on SQLite (sweep).
 */
async function main(): Promise<void> {
  const email = process.argv[2];
  if (!email) throw new Error('Usage: npm run user:disable -- EMAIL');
  const env = readEnv();
  const db = openDatabase(databaseConfig(env));
  try {
    await migrateToLatest(db);
    const userId = await markUserDisabled(db.kysely, email, new Date().toISOString());
    if (!userId) throw new Error(`No enabled user with the email ${email}`);
    await deleteSessionsOfUser(db.kysely, userId);
    await new SessionEvents(db, new LiveHub()).userDisabled(userId);
    console.log(`Disabled ${email}`);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
