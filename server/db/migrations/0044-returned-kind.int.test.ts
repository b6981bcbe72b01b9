import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { productRequest } from '../../test/fixtures.js';
import { openTestDatabase, startTestServer } from '../../test/test-server.js';
import { migrateTo, migrateToLatest } from '../migrate.js';

describe('0044-returned-kind', () => {
  it('names the bottles put back before it as put back, and leaves bottles added as they were', async () => {
    const database = await openTestDatabase();
    try {
      const server = await startTestServer({}, database);
      const owner = await server.signUp();
      const saved = await owner.client.post('/api/products', {
        ...productRequest({ name: 'Remis' }),
        bottles: { ids: ['BACK-1', 'BACK-2'], count: 0 },
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(201);
      const added = await owner.client.post('/api/bottles', {
        formatId: (saved.body as { format: { id: string } }).format.id,
        ids: ['NEW-1'],
      });
      expect(added.status, JSON.stringify(added.body)).toBe(201);
      await server.close();

      const db = database.db.kysely;
      const batches = () =>
        db
          .selectFrom('change_batches')
          .select(['revision', 'kind', 'summary', 'changes'])
          .where('restaurant_id', '=', owner.restaurantId)
          .orderBy('revision')
          .execute();
      // The last batch, as an Undo removals logged it before: its bottle put back, named added.
      const last = (await batches()).at(-1);
      if (!last) throw new Error('no batch');
      await migrateTo(database.db, '0043-glasses-poured');
      await sql`update change_batches set changes = ${last.changes.replace('"bottle.add"', '"bottle.return"')}
        where restaurant_id = ${owner.restaurantId} and revision = ${last.revision}`.execute(db);
      await migrateToLatest(database.db);

      const after = await batches();
      expect(after.at(-1)?.kind).toBe('bottles-returned');
      expect(JSON.parse(after.at(-1)?.summary ?? '{}')).toMatchObject({ count: 1 });
      expect(after.filter((batch) => batch.kind === 'bottles-added')).toHaveLength(0);
      expect(after.filter((batch) => batch.kind === 'products-added')).toHaveLength(1);
    } finally {
      await database.dispose();
    }
  });
});
