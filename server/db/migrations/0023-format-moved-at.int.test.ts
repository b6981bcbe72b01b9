import { describe, expect, it } from 'vitest';
import { addLocation, saveWine } from '../../test/fixtures.js';
import { openTestDatabase, startTestServer } from '../../test/test-server.js';
import { migrateTo, migrateToLatest } from '../migrate.js';

describe('0023-format-moved-at', () => {
  it('fills when each format last moved from its bottles’ history, added dates and removals', async () => {
    const database = await openTestDatabase();
    try {
      const server = await startTestServer({}, database);
      const owner = await server.signUp();
      const cave = await addLocation(server.services.writer, owner, 'Cave');
      const moved = await saveWine(owner.client, 'Moved', ['X1', 'X2']);
      const removed = await saveWine(owner.client, 'Removed', ['Y1', 'Y2']);
      const never = await saveWine(owner.client, 'Never', []);
      expect(
        (await owner.client.post('/api/batches/move', { ids: ['X1'], locationId: cave })).status,
      ).toBe(200);
      expect(
        (await owner.client.post('/api/batches/remove', { ids: ['Y1'], reason: 'sold' })).status,
      ).toBe(200);
      await server.close();

      // The story's times: everything on Jan 1, added Dec 1, the move Feb 1, the removal Mar 1.
      const db = database.db.kysely;
      const mine = owner.restaurantId;
      await db
        .updateTable('change_batches')
        .set({ at: '2026-01-01T00:00:00.000Z' })
        .where('restaurant_id', '=', mine)
        .execute();
      await db
        .updateTable('change_batches')
        .set({ at: '2026-02-01T00:00:00.000Z' })
        .where('restaurant_id', '=', mine)
        .where('kind', '=', 'bottles-moved')
        .execute();
      await db
        .updateTable('bottles')
        .set({ added_at: '2025-12-01T00:00:00.000Z' })
        .where('restaurant_id', '=', mine)
        .execute();
      await db
        .updateTable('removed_bottles')
        .set({ removed_at: '2026-03-01T00:00:00.000Z' })
        .where('restaurant_id', '=', mine)
        .execute();

      await migrateTo(database.db, '0021-imports');
      await migrateToLatest(database.db);
      const movedAt = Object.fromEntries(
        // Since migration 0046 the times live in format_moves, which keeps them.
        (
          await db
            .selectFrom('formats')
            .leftJoin('format_moves as m', (join) =>
              join
                .onRef('m.restaurant_id', '=', 'formats.restaurant_id')
                .onRef('m.format_id', '=', 'formats.id'),
            )
            .select(['formats.id', 'm.moved_at'])
            .where('formats.restaurant_id', '=', mine)
            .execute()
        ).map((row) => [row.id, row.moved_at]),
      );
      expect(movedAt).toEqual({
        [moved]: '2026-02-01T00:00:00.000Z',
        [removed]: '2026-03-01T00:00:00.000Z',
        [never]: null,
      });
    } finally {
      await database.dispose();
    }
  });
});
