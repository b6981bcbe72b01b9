import { buildApp } from './app.js';
import { openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { databaseConfig, readEnv, sqliteFile } from './env.js';
import { firstInviteIfEmpty } from './features/invites/invite-service.js';

async function main(): Promise<void> {
  const env = readEnv();
  const db = openDatabase(databaseConfig(env));
  await migrateToLatest(db);
  const { app } = await buildApp(env, db);

  const close = async (signal: string) => {
    app.log.info(`${signal} received, shutting down`);
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));

  await app.listen({ port: env.PORT, host: env.HOST });
  const where = env.DATABASE_URL ? 'PostgreSQL' : sqliteFile(env);
  console.log(`Cellar is running on http://localhost:${env.PORT} (data: ${where})`);

  const invite = await firstInviteIfEmpty(db.kysely, env.INVITE_TTL_DAYS);
  if (invite) {
    console.log(
      `A new database: sign up at /signup with this invite code (valid for ${env.INVITE_TTL_DAYS} days):`,
    );
    console.log(invite);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
