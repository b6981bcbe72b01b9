import { type Kysely, type Migration, sql } from 'kysely';
import type { DialectName } from '../database.js';

/**
 * When each format's bottles last moved, in a narrow table of its own instead of a column of
 * `formats` (migration 0023). Every write that adds, moves or removes bottles sets it for each
 * format it touched: on the wide formats rows, a move of 1,000 bottles across 700 formats
 * rewrote ~160 of their pages, a third of what its commit wrote and synced. Here a row is a key
 * and a time (a SQLite table without rowid holds them in its key's order), so the same 700 fit in
 * a few dozen pages. A format's row goes with it.
 */
export function formatMovesMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('format_moves')
        .addColumn('restaurant_id', 'text', (c) => c.notNull())
        .addColumn('format_id', 'text', (c) => c.notNull())
        .addColumn('moved_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('format_moves_pk', ['restaurant_id', 'format_id'])
        .addForeignKeyConstraint(
          'format_moves_format_fk',
          ['restaurant_id', 'format_id'],
          'formats',
          ['restaurant_id', 'id'],
          (fk) => fk.onDelete('cascade'),
        )
        .$call((table) => (dialect === 'sqlite' ? table.modifyEnd(sql`without rowid`) : table))
        .execute();
      await sql`insert into format_moves (restaurant_id, format_id, moved_at)
        select restaurant_id, id, moved_at from formats where moved_at is not null`.execute(db);
      await db.schema.alterTable('formats').dropColumn('moved_at').execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('formats').addColumn('moved_at', 'text').execute();
      await sql`update formats set moved_at = (select moved_at from format_moves
          where format_moves.restaurant_id = formats.restaurant_id
            and format_moves.format_id = formats.id)`.execute(db);
      await db.schema.dropTable('format_moves').execute();
    },
  };
}
