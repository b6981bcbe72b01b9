import type { Kysely, Migration } from 'kysely';

/**
 * Dead stock within its 300 ms budget (decision 0017): when each format's bottles last moved
 * (added, moved, removed), kept by the Writer from the counts its triggers mark, where the report
 * read every bottle's history list and the batches it names (0.5 s on PostgreSQL for the bench
 * restaurant). Filled here from what the report read until now: the newest batch of the format's
 * bottles' history lists, their newest added date, and the format's newest removal; null when the
 * format never had a bottle.
 *
 * And an index of the removals by reason, then time, holding what the cost of goods reads: its
 * one pass over a period's removals, grouped by reason, walks it one reason after the other
 * (SQLite sorted a year of 150,000 removals for its GROUP BY: 1.7× slower, bench/reports.ts).
 */
export const formatMovedAtMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('formats').addColumn('moved_at', 'text').execute();
    await db.schema
      .createIndex('removed_bottles_by_reason')
      .on('removed_bottles')
      .columns(['restaurant_id', 'reason', 'removed_at', 'added_at', 'cost_cents'])
      .execute();
    const old = db as Kysely<Old>;
    const restaurants = await old.selectFrom('restaurants').select('id').execute();
    for (const { id } of restaurants) {
      const movedAt = new Map<string, string>();
      const later = (formatId: string, at: string | null) => {
        if (at !== null && at > (movedAt.get(formatId) ?? '')) movedAt.set(formatId, at);
      };
      const removals = await old
        .selectFrom('removed_bottles')
        .select((eb) => ['format_id', eb.fn.max('removed_at').as('at')])
        .where('restaurant_id', '=', id)
        .groupBy('format_id')
        .execute();
      for (const row of removals) later(row.format_id, row.at);
      const bottles = await old
        .selectFrom('bottles')
        .select(['format_id', 'history', 'added_at'])
        .where('restaurant_id', '=', id)
        .execute();
      const newestBatch = new Map<string, number>();
      for (const row of bottles) {
        later(row.format_id, row.added_at);
        if (row.history === '') continue;
        const last = Number(row.history.slice(row.history.lastIndexOf(' ') + 1));
        if (last > (newestBatch.get(row.format_id) ?? 0)) newestBatch.set(row.format_id, last);
      }
      const ids = [...new Set(newestBatch.values())];
      const atOf = new Map<number, string>();
      for (let start = 0; start < ids.length; start += 500) {
        const batches = await old
          .selectFrom('change_batches')
          .select(['history_id', 'at'])
          .where('restaurant_id', '=', id)
          .where('history_id', 'in', ids.slice(start, start + 500))
          .execute();
        for (const batch of batches) atOf.set(Number(batch.history_id), batch.at);
      }
      for (const [formatId, historyId] of newestBatch) later(formatId, atOf.get(historyId) ?? null);
      // One statement per distinct time: a restaurant's formats share few of them.
      const byTime = new Map<string, string[]>();
      for (const [formatId, at] of movedAt) byTime.set(at, [...(byTime.get(at) ?? []), formatId]);
      for (const [at, formatIds] of byTime) {
        for (let start = 0; start < formatIds.length; start += 500) {
          await old
            .updateTable('formats')
            .set({ moved_at: at })
            .where('restaurant_id', '=', id)
            .where('id', 'in', formatIds.slice(start, start + 500))
            .execute();
        }
      }
    }
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropIndex('removed_bottles_by_reason').execute();
    await db.schema.alterTable('formats').dropColumn('moved_at').execute();
  },
};

/** The tables as this migration found them. */
interface Old {
  restaurants: { id: string };
  formats: { restaurant_id: string; id: string; moved_at: string | null };
  bottles: { restaurant_id: string; format_id: string; history: string; added_at: string };
  removed_bottles: { restaurant_id: string; format_id: string; removed_at: string };
  change_batches: { restaurant_id: string; history_id: number | string; at: string };
}
