import { describe, expect, it } from 'vitest';
import { productRequest } from '../../test/fixtures.js';
import { openTestDatabase, startTestServer } from '../../test/test-server.js';
import { migrateTo, migrateToLatest } from '../migrate.js';

describe('0012-manual-counts', () => {
  it('counts the manual entries among the bottles already counted, and keeps counting them', async () => {
    const database = await openTestDatabase();
    try {
      const server = await startTestServer({}, database);
      const owner = await server.signUp();
      const saved = await owner.client.post('/api/products', {
        ...productRequest(),
        bottles: { count: 3 },
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(201);
      const formatId = (saved.body as { format: { id: string } }).format.id;
      const added = await owner.client.post('/api/bottles', { formatId, ids: ['QR-1', 'MQ-2'] });
      expect(added.status, JSON.stringify(added.body)).toBe(201);
      await server.close();

      await migrateTo(database.db, '0011-bottle-counts');
      await migrateToLatest(database.db);
      const counts = () =>
        database.db.kysely
          .selectFrom('bottle_counts')
          .select(['bottles', 'manual'])
          .where('restaurant_id', '=', owner.restaurantId)
          .executeTakeFirstOrThrow()
          .then((row) => ({ bottles: Number(row.bottles), manual: Number(row.manual) }));
      // Three MAN entries and MQ-2: any id starting with M counts as manual.
      expect(await counts()).toEqual({ bottles: 5, manual: 4 });

      const again = await startTestServer({}, database);
      try {
        const client = again.client();
        await client.post('/api/auth/login', { email: owner.email, password: owner.password });
        const removed = await client.post('/api/batches/remove', { ids: ['MQ-2', 'QR-1'] });
        expect(removed.status, JSON.stringify(removed.body)).toBe(200);
        expect(await counts()).toEqual({ bottles: 3, manual: 3 });
      } finally {
        await again.close();
      }
    } finally {
      await database.dispose();
    }
  });
});
