import { type Kysely, type Migration, sql } from 'kysely';
import { summarizeBatch } from '../../../domain/activity-kinds.js';
import type { Change } from '../../../domain/live.js';

/**
 * Bottles put back by Undo removals have a kind of their own in the Activity (`Bottles put
 * back`), where they were logged as `Bottles added`: the batches already logged so are summarised
 * again by the rule the Writer now uses. They are few (only that undo writes `bottle.return`).
 */
export const returnedKindMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    const rows = await sql<{ restaurant_id: string; revision: number | string; changes: string }>`
      select restaurant_id, revision, changes from change_batches
      where kind = 'bottles-added' and changes like ${'%"bottle.return"%'}`.execute(db);
    for (const row of rows.rows) {
      const { kind, ...summary } = summarizeBatch(JSON.parse(row.changes) as Change[]);
      await sql`update change_batches set kind = ${kind}, summary = ${JSON.stringify(summary)}
        where restaurant_id = ${row.restaurant_id} and revision = ${Number(row.revision)}`.execute(
        db,
      );
    }
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await sql`update change_batches set kind = 'bottles-added'
      where kind = 'bottles-returned'`.execute(db);
  },
};
