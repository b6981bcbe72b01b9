import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { addLocation, saveWine } from '../../test/fixtures.js';
import { openTestDatabase, startTestServer } from '../../test/test-server.js';
import { migrateTo, migrateToLatest } from '../migrate.js';

describe('0046-format-moves', () => {
  it('keeps when each format last moved in its own rows, which go with their format, and gives them back on the way down', async () => {
    const database = await openTestDatabase();
    try {
      const server = await startTestServer({}, database);
      const owner = await server.signUp();
      const cave = await addLocation(server.services.writer, owner, 'Cave');
      const kept = await saveWine(owner.client, 'Kept', ['K1', 'K2']);
      const gone = await saveWine(owner.client, 'Gone', ['G1']);
      const moved = await owner.client.post('/api/batches/move', {
        ids: ['K1', 'G1'],
        locationId: cave,
      });
      expect(moved.status).toBe(200);
      const db = database.db.kysely;
      const times = async () =>
        Object.fromEntries(
          (
            await db
              .selectFrom('format_moves')
              .select(['format_id', 'moved_at'])
              .where('restaurant_id', '=', owner.restaurantId)
              .execute()
          ).map((row) => [row.format_id, row.moved_at]),
        );
      expect(Object.keys(await times()).sort()).toEqual([kept, gone].sort());

      // A format without bottles can be deleted; its time goes with it.
      expect((await owner.client.delete('/api/bottles/G1')).status).toBe(204);
      expect((await owner.client.delete(`/api/formats/${gone}`)).status).toBe(200);
      const left = await times();
      expect(Object.keys(left)).toEqual([kept]);
      await server.close();

      await migrateTo(database.db, '0045-count-totals');
      const column = await sql<{ id: string; moved_at: string | null }>`select id, moved_at
        from formats where restaurant_id = ${owner.restaurantId}`.execute(db);
      expect(column.rows).toEqual([{ id: kept, moved_at: left[kept] }]);
      await migrateToLatest(database.db);
      expect(await times()).toEqual(left);
    } finally {
      await database.dispose();
    }
  });
});
