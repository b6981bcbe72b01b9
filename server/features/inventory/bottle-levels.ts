import { sql } from 'kysely';
import { inChunks } from '../../db/insert-rows.js';
import type { BottleLevelTable } from '../../db/open-level-columns.js';
import type { Tx } from '../../db/writer.js';

/** A level an open bottle has from `at` on (decision 0053). */
export interface LevelAt {
  bottleId: string;
  at: string;
  remaining: number;
}

/**
 * Keeps each level an open bottle is given, with its time, for the money view of a past moment.
 * Two in the same millisecond (a bottle opened and poured from by one glass) keep the last.
 */
export async function recordLevels(
  tx: Tx,
  restaurantId: string,
  levels: readonly LevelAt[],
): Promise<void> {
  await inChunks(levels, (part) =>
    tx
      .insertInto('bottle_levels')
      .values(
        part.map(
          (level): BottleLevelTable => ({
            restaurant_id: restaurantId,
            bottle_id: level.bottleId,
            at: level.at,
            remaining_permille: level.remaining,
          }),
        ),
      )
      .onConflict((conflict) =>
        conflict
          .columns(['restaurant_id', 'bottle_id', 'at'])
          .doUpdateSet((eb) => ({ remaining_permille: eb.ref('excluded.remaining_permille') })),
      )
      .execute(),
  );
}

/**
 * A re-keyed bottle's kept levels follow it to its new id, or the money view of a past moment
 * would find none for it and count its level now (decision 0053). `newIds`: old id → new id,
 * at most a parameter chunk of them.
 */
export async function rekeyLevels(
  tx: Tx,
  restaurantId: string,
  newIds: ReadonlyMap<string, string>,
): Promise<void> {
  if (newIds.size === 0) return;
  const cases = [...newIds].map(([oldId, newId]) => sql`when ${oldId} then ${newId}`);
  await tx
    .updateTable('bottle_levels')
    .set({ bottle_id: sql<string>`case bottle_id ${sql.join(cases, sql` `)} end` })
    .where('restaurant_id', '=', restaurantId)
    .where('bottle_id', 'in', [...newIds.keys()])
    .execute();
}
