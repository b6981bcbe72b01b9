import { type Kysely, type Migration, sql } from 'kysely';
import type { DialectName } from '../database.js';
import { createChangesEntityIndex } from './0001-initial.js';

interface BottleChangeRow {
  restaurant_id: string;
  revision: number | string;
  entity_id: string;
  op: string;
  action: string;
  data: string | null;
}

// Change rows read per query while the history lists are rebuilt.
const PAGE = 5000;

/**
 * SQLite here (decision 0003): the drawer's bottle history moves from an index of the change log
 * by (entity, entity_id) to a list of revisions on the bottle row (`bottles.history`). The index
 * took a random insert per bottle per change, and a 1,000-bottle move rewrote hundreds of its
 * pages at commit. PostgreSQL kept the index until 0005, which stores a batch's changes in one
 * row and so has no row per bottle left to index.
 */
export function bottleHistoryMigration(dialect: DialectName): Migration {
  if (dialect !== 'sqlite') return { up: async () => {}, down: async () => {} };
  return { up, down };
}

async function up(db: Kysely<unknown>): Promise<void> {
  await addBottleHistories(db);
  await db.schema.dropIndex('changes_entity').execute();
}

/**
 * Adds `bottles.history` and rebuilds the lists from the change log (one row per change, as
 * migrations 0001 to 0004 keep it): a removed bottle's list ends with it, and a re-key carries the
 * list over to the new id. PostgreSQL runs it in 0005.
 */
export async function addBottleHistories(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('bottles')
    .addColumn('history', 'text', (c) => c.notNull().defaultTo(''))
    .execute();

  const lists = new Map<string, number[]>();
  const keyOf = (restaurantId: string, bottleId: string) => `${restaurantId}\u0000${bottleId}`;
  let after: { restaurant_id: string; revision: number; seq: number } | undefined;
  for (;;) {
    const page = await sql<BottleChangeRow & { seq: number | string }>`
      select restaurant_id, revision, seq, entity_id, op, action, data from changes
      where entity = 'bottle' ${
        after
          ? sql`and (restaurant_id, revision, seq) > (${after.restaurant_id}, ${after.revision}, ${after.seq})`
          : sql``
      }
      order by restaurant_id, revision, seq
      limit ${PAGE}`.execute(db);
    for (const row of page.rows) {
      const revision = Number(row.revision);
      const key = keyOf(row.restaurant_id, row.entity_id);
      if (row.op === 'delete') {
        // A removed bottle's list ends with it; a re-key's list moves to the new id (next row).
        if (row.action !== 'bottle.rekey') lists.delete(key);
        continue;
      }
      const previousId =
        row.action === 'bottle.rekey' && row.data
          ? (JSON.parse(row.data) as { previousId?: unknown }).previousId
          : undefined;
      let list = lists.get(key) ?? [];
      if (typeof previousId === 'string') {
        // The list moves with the bottle; a bottle added later under the old id starts afresh.
        const previousKey = keyOf(row.restaurant_id, previousId);
        list = lists.get(previousKey) ?? [];
        lists.delete(previousKey);
      }
      if (list[list.length - 1] !== revision) list.push(revision);
      lists.set(key, list);
    }
    const last = page.rows[page.rows.length - 1];
    if (!last || page.rows.length < PAGE) break;
    after = {
      restaurant_id: last.restaurant_id,
      revision: Number(last.revision),
      seq: Number(last.seq),
    };
  }

  for (const [key, revisions] of lists) {
    const [restaurantId, bottleId] = key.split('\u0000');
    await sql`update bottles set history = ${` ${revisions.join(' ')}`}
      where restaurant_id = ${restaurantId} and id = ${bottleId}`.execute(db);
  }
}

async function down(db: Kysely<unknown>): Promise<void> {
  await createChangesEntityIndex(db);
  await db.schema.alterTable('bottles').dropColumn('history').execute();
}
