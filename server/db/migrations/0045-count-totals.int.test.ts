import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { addLocation, productRequest } from '../../test/fixtures.js';
import { openTestDatabase, startTestServer } from '../../test/test-server.js';
import { migrateTo, migrateToLatest } from '../migrate.js';

describe('0045-count-totals', () => {
  it('gives a count begun before it its bottles expected and counted so far', async () => {
    const database = await openTestDatabase();
    try {
      const server = await startTestServer({}, database);
      const owner = await server.signUp();
      const cave = await addLocation(server.services.writer, owner, 'Cave');
      const saved = await owner.client.post('/api/products', productRequest({ name: 'Compté' }));
      expect(saved.status, JSON.stringify(saved.body)).toBe(201);
      const added = await owner.client.post('/api/bottles', {
        formatId: (saved.body as { format: { id: string } }).format.id,
        ids: ['C-1', 'C-2', 'C-3'],
        locationId: cave,
      });
      expect(added.status, JSON.stringify(added.body)).toBe(201);
      const started = await owner.client.post('/api/stocktakes', {
        places: [{ locationId: cave }],
      });
      expect(started.status, JSON.stringify(started.body)).toBe(201);
      const id = (started.body as { id: string }).id;
      for (const code of ['C-1', 'C-2']) {
        const scanned = await owner.client.post(`/api/stocktakes/${id}/scans`, {
          code,
          locationId: cave,
        });
        expect(scanned.status, JSON.stringify(scanned.body)).toBe(200);
      }
      await server.close();

      // The count as it was kept before: its totals only in its places.
      await migrateTo(database.db, '0044-returned-kind');
      await sql`update stocktakes set expected = null, counted = null
        where id = ${id}`.execute(database.db.kysely);
      await migrateToLatest(database.db);

      const row = await database.db.kysely
        .selectFrom('stocktakes')
        .select(['expected', 'counted'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect({ expected: Number(row.expected), counted: Number(row.counted) }).toEqual({
        expected: 3,
        counted: 2,
      });
    } finally {
      await database.dispose();
    }
  });
});
