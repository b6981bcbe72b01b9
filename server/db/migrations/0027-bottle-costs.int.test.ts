import { describe, expect, it } from 'vitest';
import { saveWine } from '../../test/fixtures.js';
import { openTestDatabase, startTestServer } from '../../test/test-server.js';
import { migrateTo, migrateToLatest } from '../migrate.js';

describe('0027-bottle-costs', () => {
  it('gives bottles on hand their format’s cost of today; removed bottles keep theirs', async () => {
    const database = await openTestDatabase();
    try {
      const server = await startTestServer({}, database);
      const owner = await server.signUp();
      const save = (name: string, cost: number | null, ids: string[]) =>
        saveWine(owner.client, name, ids, { cost });
      const costed = await save('Costed', 18, ['A1', 'A2', 'A3']);
      const uncosted = await save('Uncosted', null, ['B1']);
      expect(
        (await owner.client.post('/api/batches/remove', { ids: ['A3'], reason: 'sold' })).status,
      ).toBe(200);
      await server.close();

      const db = database.db.kysely;
      await migrateTo(database.db, '0026-restaurant-setup');
      // Before: the format's cost changed since the removal, which kept the cost of its day.
      await db
        .updateTable('formats')
        .set({ cost_cents: 2000 })
        .where('restaurant_id', '=', owner.restaurantId)
        .where('id', '=', costed)
        .execute();
      await migrateToLatest(database.db);

      const bottles = await db
        .selectFrom('bottles')
        .select(['id', 'format_id', 'cost_cents', 'delivery_id'])
        .where('restaurant_id', '=', owner.restaurantId)
        .orderBy('id')
        .execute();
      expect(bottles.map((row) => [row.id, row.cost_cents, row.delivery_id])).toEqual([
        ['A1', 2000, null],
        ['A2', 2000, null],
        ['B1', null, null],
      ]);
      expect(bottles.find((row) => row.id === 'B1')?.format_id).toBe(uncosted);
      const removed = await db
        .selectFrom('removed_bottles')
        .select(['id', 'cost_cents', 'delivery_id'])
        .where('restaurant_id', '=', owner.restaurantId)
        .execute();
      expect(removed).toEqual([{ id: 'A3', cost_cents: 1800, delivery_id: null }]);
      const restaurant = await db
        .selectFrom('restaurants')
        .select('cost_rise_percent')
        .where('id', '=', owner.restaurantId)
        .executeTakeFirstOrThrow();
      expect(restaurant.cost_rise_percent).toBe(10);
    } finally {
      await database.dispose();
    }
  });
});
