import cluster from 'node:cluster';
import { buildApp } from './app.js';
import { runPrimary, serverProcesses } from './cluster.js';
import { type Db, openDatabase, warmHeavyReads } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { databaseConfig, type Env, readEnv, sqliteFile } from './env.js';
import { firstInviteIfEmpty } from './features/invites/index.js';

/** One server process: its app on the port (shared with the others under a cluster's primary). */
async function serve(env: Env, db: Db): Promise<void> {
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
  await warmHeavyReads(db);
}

async function main(): Promise<void> {
  const env = readEnv();
  // A cluster's worker: its primary migrated the database before forking it.
  if (cluster.isWorker) return serve(env, openDatabase(databaseConfig(env)));

  const processes = serverProcesses(env);
  const db = openDatabase(databaseConfig(env));
  await migrateToLatest(db);
  const invite = await firstInviteIfEmpty(db.kysely, env.INVITE_TTL_DAYS);
  if (processes === 1) {
    await serve(env, db);
  } else {
    await db.close();
    await runPrimary(processes);
  }
  const where = env.DATABASE_URL ? 'PostgreSQL' : sqliteFile(env);
  const count = processes === 1 ? '' : `, ${processes} processes`;
  console.log(`Cellar is running on http://localhost:${env.PORT} (data: ${where}${count})`);
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
