import { describe, expect, it } from 'vitest';
import { productRequest } from '../../test/fixtures.js';
import { openTestDatabase, startTestServer } from '../../test/test-server.js';
import { migrateTo, migrateToLatest } from '../migrate.js';

describe('0033-open-levels', () => {
  it('gives each bottle open before it its level now, from its opening; closed bottles none', async () => {
    const database = await openTestDatabase();
    try {
      const server = await startTestServer({}, database);
      const owner = await server.signUp();
      const saved = await owner.client.post('/api/products', {
        ...productRequest({ name: 'Ouvert avant' }),
        bottles: { ids: ['OLD-OPEN', 'OLD-SHUT'], count: 0 },
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(201);
      expect((await owner.client.post('/api/bottles/OLD-OPEN/open', {})).status).toBe(200);
      expect((await owner.client.put('/api/bottles/OLD-OPEN/level', { tenths: 4 })).status).toBe(
        200,
      );
      await server.close();

      const db = database.db.kysely;
      await migrateTo(database.db, '0030-device-sync');
      await migrateToLatest(database.db);

      const opened = await db
        .selectFrom('bottles')
        .select('opened_at')
        .where('restaurant_id', '=', owner.restaurantId)
        .where('id', '=', 'OLD-OPEN')
        .executeTakeFirstOrThrow();
      const levels = await db
        .selectFrom('bottle_levels')
        .select(['bottle_id', 'at', 'remaining_permille'])
        .where('restaurant_id', '=', owner.restaurantId)
        .execute();
      expect(levels).toEqual([
        { bottle_id: 'OLD-OPEN', at: opened.opened_at, remaining_permille: 400 },
      ]);
    } finally {
      await database.dispose();
    }
  });
});
