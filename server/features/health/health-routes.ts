import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import * as ops from '../../../domain/operations/meta.js';
import type { Db } from '../../db/database.js';
import { storageFault } from '../../db/faults.js';
import { route } from '../../http/operation-route.js';

// A database that has not answered a `select 1` by then is reported, not waited for.
const PROBE_MS = 2_000;
/** What a degraded answer tells a load balancer or a client: ask again in this many seconds. */
const RETRY_AFTER_SECONDS = 5;

export function healthRoutes(db: Db): FastifyPluginAsync {
  return async (app) => {
    route(app, ops.health, async (_request, reply) => {
      const probe = await probeDatabase(db);
      // Its own round trip answered: a database that did not answer does now. Without this, a
      // load balancer that takes the instance out while it is degraded would keep it out, as no
      // write would come to commit and clear it. A full or read-only database answers reads
      // too, so those stay until a write commits.
      if (!probe && db.faults.current?.reason === 'database-unavailable') db.faults.clear();
      const fault = probe ?? db.faults.current;
      if (!fault) return { ok: true, status: 'ok' as const, database: db.dialect };
      return reply
        .status(503)
        .header('Retry-After', String(RETRY_AFTER_SECONDS))
        .send({
          ok: false,
          status: 'degraded' as const,
          database: db.dialect,
          reason: fault.reason,
          since: fault.at,
        });
    });
  };
}

/** A fault seen now: no answer in time, or an error that says what is wrong with the database. */
async function probeDatabase(db: Db): Promise<{ reason: string; at: string } | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), PROBE_MS);
  });
  try {
    // On SQLite the statement runs on the connection itself, not queued behind Kysely's: a long
    // write's transaction (an import's, seconds long) holds that queue, and so does an export's
    // read on the read-only connection; health would wait for them and be reported unavailable
    // past PROBE_MS while the database answers. On PostgreSQL, the pool.
    const round = db.sqlite
      ? Promise.resolve(db.sqlite.prepare('select 1').get())
      : sql`select 1`.execute(db.kysely);
    const answer = await Promise.race([round, late]);
    if (answer !== 'late') return null;
    return { reason: 'database-unavailable', at: new Date().toISOString() };
  } catch (error) {
    return { reason: storageFault(error) ?? 'database-unavailable', at: new Date().toISOString() };
  } finally {
    clearTimeout(timer);
  }
}
