import type { FormatCounts } from '../../domain/bottle-counts.js';
import type { Change } from '../../domain/live.js';
import { parameterChunks } from '../db/parameter-chunks.js';
import type { Tx } from './writer.js';

/**
 * The count changes a write adds to its batch: each format whose rows of bottle_counts the
 * triggers marked in this transaction (migration 0011), with its bottles per place now. The
 * marks are cleared and the emptied rows deleted before the transaction commits, so another
 * write never sees them: whichever path added, moved or removed bottles, the feed says where
 * they are without anyone computing it twice.
 */
export async function takeCountChanges(tx: Tx, restaurantId: string): Promise<Change[]> {
  const touched = await tx
    .updateTable('bottle_counts')
    .set({ touched: 0 })
    .where('restaurant_id', '=', restaurantId)
    .where('touched', '=', 1)
    .returning('format_id')
    .execute();
  const formatIds = [...new Set(touched.map((row) => row.format_id))];
  const counts = new Map(
    formatIds.map((formatId): [string, FormatCounts] => [formatId, { formatId, places: [] }]),
  );
  for (const chunk of parameterChunks(formatIds)) {
    const rows = await tx
      .selectFrom('bottle_counts')
      .select(['format_id', 'location_id', 'bin', 'bottles', 'manual'])
      .where('restaurant_id', '=', restaurantId)
      .where('format_id', 'in', chunk)
      .where('bottles', '>', 0)
      .orderBy(['location_id', 'bin'])
      .execute();
    for (const row of rows) {
      counts.get(row.format_id)?.places.push({
        locationId: row.location_id === '' ? null : row.location_id,
        bin: row.bin,
        bottles: Number(row.bottles),
        manual: Number(row.manual),
      });
    }
    await tx
      .deleteFrom('bottle_counts')
      .where('restaurant_id', '=', restaurantId)
      .where('format_id', 'in', chunk)
      .where('bottles', '=', 0)
      .execute();
  }
  return [...counts.values()].map((data) => ({
    entity: 'count',
    id: data.formatId,
    op: 'put',
    action: 'count.update',
    data,
  }));
}
