import type { CompiledQuery } from 'kysely';
import type { Db } from './database.js';

/**
 * Runs one of the few statements every request or every scan sends (the session's read, a stock
 * count's scan) as a prepared statement. PostgreSQL: named, so each pooled connection parses and
 * plans it once and then runs a generic plan, where an unnamed statement is planned at every call
 * (1 ms of PostgreSQL's CPU per scan for the scan's statement, 0.2 ms for the session's read on the
 * bench machine, a third of what a scan cost it: docs/archive/bench-history.md). `name` must
 * always go with the same SQL text, so only statements whose text never changes (their values are
 * all parameters).
 * SQLite runs it as Kysely does.
 */
export async function executePrepared<R>(
  db: Db,
  name: string,
  query: CompiledQuery<R>,
): Promise<R[]> {
  if (!db.postgresPool) return (await db.kysely.executeQuery(query)).rows;
  const result = await db.postgresPool.query({
    name,
    text: query.sql,
    values: [...query.parameters],
  });
  return result.rows as R[];
}
