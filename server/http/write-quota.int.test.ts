import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server.js';

let server: TestServer;
beforeAll(async () => {
  // A burst of 10 writes, then one every two seconds.
  server = await startTestServer({ WRITE_LIMIT_PER_MINUTE: '20' });
});
afterAll(async () => {
  await server.close();
});

// One session reserved 60,000 label ids in 1.8 s (POST /api/labels × 200).
describe('the write quota of a restaurant', () => {
  it('answers 429 too-many-writes with Retry-After past its burst, and nothing else changes', async () => {
    const owner = await server.signUp();
    const neighbour = await server.signUp();
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => owner.client.post('/api/labels', { count: 300 })),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(10);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused.length).toBeGreaterThanOrEqual(20);
    expect(refused[0]?.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
    expect(refused[0]?.body).toMatchObject({ error: { reason: 'too-many-writes' } });

    // Reads go on, and another restaurant's writes are its own.
    expect((await owner.client.get('/api/snapshot')).status).toBe(200);
    expect((await neighbour.client.post('/api/labels', { count: 30 })).status).toBe(200);
    expect((await neighbour.client.post('/api/locations', { name: 'Cave' })).status).toBe(201);
  });
});

describe('the write quota of a stock count', () => {
  it("counts each member's scans on their own, not on the restaurant's quota", async () => {
    const owner = await server.signUp();
    const staff = await server.addMember(owner, 'staff');
    const location = await owner.client.post('/api/locations', { name: 'Cave' });
    const locationId = (location.body as { id: string }).id;
    const stocktake = await owner.client.post('/api/stocktakes', { places: [] });
    const id = (stocktake.body as { id: string }).id;
    const scans = (who: typeof owner) =>
      Promise.all(
        Array.from({ length: 8 }, (_, n) =>
          who.client.post(`/api/stocktakes/${id}/scans`, { code: `Q${n}`, locationId }),
        ),
      );
    // 16 scans by two members after 3 writes: past the restaurant's burst of 10, within each one's.
    const answers = [...(await scans(owner)), ...(await scans(staff))];
    expect(answers.map((answer) => answer.status)).toEqual(Array(16).fill(200));
  });
});
