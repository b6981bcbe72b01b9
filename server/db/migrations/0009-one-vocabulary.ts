import { type Kysely, type Migration, sql } from 'kysely';

/**
 * One name per thing (decision 0012): a format names its product `productId` (was `wineId`) and a
 * bottle its bin `bin` (was `binNumber`). The tables already said `product_id` and `bin`; what
 * carried the old names is the change log, whose batches keep each changed row as the API sent
 * it. They are rewritten here, so that the live feed's replay and the bottle history speak the
 * same words as the code that reads them. Stored snapshots need nothing: they name the migration
 * they were built after, and are rebuilt.
 */
export const oneVocabularyMigration: Migration = {
  up: (db) =>
    renameInChangeLog(db, { format: ['wineId', 'productId'], bottle: ['binNumber', 'bin'] }),
  down: (db) =>
    renameInChangeLog(db, { format: ['productId', 'wineId'], bottle: ['bin', 'binNumber'] }),
};

/** Per entity, the field of a change's data to rename: [from, to]. */
type Renames = Record<string, readonly [string, string]>;

interface Change {
  entity: string;
  data: unknown;
}

// Batches of a 1,000-bottle operation are about 200 kB each: a page stays a few MB.
const PAGE = 200;

async function renameInChangeLog(db: Kysely<unknown>, renames: Renames): Promise<void> {
  const mentions = Object.values(renames).map(([from]) => sql`changes like ${`%"${from}"%`}`);
  let after = { restaurantId: '', revision: -1 };
  for (;;) {
    const { rows } = await sql<{ restaurant_id: string; revision: number; changes: string }>`
      select restaurant_id, revision, changes from change_batches
      where (restaurant_id > ${after.restaurantId}
        or (restaurant_id = ${after.restaurantId} and revision > ${after.revision}))
        and (${sql.join(mentions, sql` or `)})
      order by restaurant_id, revision
      limit ${PAGE}`.execute(db);
    for (const row of rows) {
      const changes = JSON.parse(row.changes) as Change[];
      if (!changes.some((change) => rename(change, renames))) continue;
      await sql`update change_batches set changes = ${JSON.stringify(changes)}
        where restaurant_id = ${row.restaurant_id} and revision = ${row.revision}`.execute(db);
    }
    const last = rows.at(-1);
    if (!last || rows.length < PAGE) return;
    after = { restaurantId: last.restaurant_id, revision: Number(last.revision) };
  }
}

/** Renames the field in place, keeping the other fields' order; true when something changed. */
function rename(change: Change, renames: Renames): boolean {
  const names = renames[change.entity];
  const data = change.data;
  if (!names || typeof data !== 'object' || data === null || !(names[0] in data)) return false;
  const [from, to] = names;
  change.data = Object.fromEntries(
    Object.entries(data).map(([key, value]) => [key === from ? to : key, value]),
  );
  return true;
}
