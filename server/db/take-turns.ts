import { sql } from 'kysely';
import type { DialectName } from './database.js';
import type { Tx } from './writer.js';

/**
 * Makes the transactions that name the same `turn` wait for each other until commit: what they
 * check first (a free name, the next number, a file not imported yet) is then still true when
 * they write. On PostgreSQL a transaction-scoped advisory lock of its own, not the restaurant's
 * row: every write takes that row last, for its revision, so taking it first waited in the
 * opposite order to the writes around it and deadlocked with them. SQLite runs one write
 * transaction at a time already.
 */
export async function takeTurns(tx: Tx, dialect: DialectName, turn: string): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql`SELECT pg_advisory_xact_lock(hashtextextended(${turn}, 0))`.execute(tx);
}
