import { describe, expect, it } from 'vitest';
import { addLocation, productRequest } from '../../test/fixtures.js';
import { openTestDatabase, startTestServer } from '../../test/test-server.js';
import { migrateTo, migrateToLatest } from '../migrate.js';

describe('0011-bottle-counts', () => {
  it('counts the bottles already in the cellar, per format, location and bin', async () => {
    const database = await openTestDatabase();
    try {
      const server = await startTestServer({}, database);
      const owner = await server.signUp();
      const cellar = await addLocation(server.services.writer, owner, 'Cellar', ['A1', 'A2']);
      const saved = await owner.client.post('/api/products', {
        ...productRequest(),
        bottles: { count: 3, locationId: cellar, bin: 'A1' },
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(201);
      const formatId = (saved.body as { format: { id: string } }).format.id;
      const added = await owner.client.post('/api/bottles', { formatId, ids: ['QR-1', 'QR-2'] });
      expect(added.status, JSON.stringify(added.body)).toBe(201);
      await server.close();

      // The code before had no table; its bottles are counted when it is created.
      await migrateTo(database.db, '0010-catalog-imports-only');
      await migrateToLatest(database.db);
      const rows = await database.db.kysely
        .selectFrom('bottle_counts')
        .select(['format_id', 'location_id', 'bin', 'bottles', 'touched'])
        .where('restaurant_id', '=', owner.restaurantId)
        .orderBy('location_id')
        .execute();
      expect(rows.map((row) => ({ ...row, bottles: Number(row.bottles) }))).toEqual([
        { format_id: formatId, location_id: '', bin: '', bottles: 2, touched: 0 },
        { format_id: formatId, location_id: cellar, bin: 'A1', bottles: 3, touched: 0 },
      ]);
    } finally {
      await database.dispose();
    }
  });
});
