import { describe, expect, it } from 'vitest';
import { addLocation, productRequest } from '../../test/fixtures.js';
import { openTestDatabase, startTestServer } from '../../test/test-server.js';
import { migrateTo, migrateToLatest } from '../migrate.js';

describe('0015-activity', () => {
  it('gives the batches already logged the kind and summary the Writer gives new ones', async () => {
    const database = await openTestDatabase();
    try {
      const server = await startTestServer({}, database);
      const owner = await server.signUp();
      const cave = await addLocation(server.services.writer, owner, 'Cave 2', ['B4']);
      const saved = await owner.client.post('/api/products', {
        ...productRequest(),
        bottles: { count: 3 },
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(201);
      const ids = (saved.body as { bottles: { id: string }[] }).bottles.map((bottle) => bottle.id);
      const moved = await owner.client.post('/api/batches/move', {
        ids,
        locationId: cave,
        bin: 'B4',
      });
      expect(moved.status).toBe(200);
      await server.close();

      const logged = () =>
        database.db.kysely
          .selectFrom('change_batches')
          .select(['revision', 'kind', 'summary'])
          .where('restaurant_id', '=', owner.restaurantId)
          .orderBy('revision')
          .execute();
      const byTheWriter = await logged();
      expect(byTheWriter.map((row) => row.kind)).toEqual([
        'locations',
        'products-added',
        'bottles-moved',
      ]);
      await migrateTo(database.db, '0014-team');
      await migrateToLatest(database.db);
      expect(await logged()).toEqual(byTheWriter);
    } finally {
      await database.dispose();
    }
  });
});
