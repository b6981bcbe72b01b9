import { describe, expect, it } from 'vitest';
import { productRequest } from '../../test/fixtures.js';
import { openTestDatabase, startTestServer } from '../../test/test-server.js';
import { migrateTo, migrateToLatest } from '../migrate.js';

describe('0014-team', () => {
  it('makes the users there before the owners of their restaurant', async () => {
    const database = await openTestDatabase();
    try {
      const server = await startTestServer({}, database);
      const owner = await server.signUp();
      await server.close();

      await migrateTo(database.db, '0013-no-stored-snapshots');
      await migrateToLatest(database.db);

      const again = await startTestServer({}, database);
      try {
        const client = again.client();
        await client.post('/api/auth/login', { email: owner.email, password: owner.password });
        const session = await client.get('/api/session');
        expect((session.body as { user: { role: string } }).user.role).toBe('owner');
        // An owner's right, refused to staff.
        const saved = await client.post('/api/products', productRequest());
        expect(saved.status, JSON.stringify(saved.body)).toBe(201);
      } finally {
        await again.close();
      }
    } finally {
      await database.dispose();
    }
  });
});
