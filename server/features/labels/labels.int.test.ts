import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wineRequest } from '../../test/fixtures.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('QR label sheets', () => {
  it('reserves unique ids, sheet by sheet, never repeated', async () => {
    const owner = await server.signUp();
    const sheets = await Promise.all(
      Array.from({ length: 6 }, () => owner.client.post('/api/labels', { count: 60 })),
    );
    const ids = sheets.flatMap((response) => (response.body as { ids: string[] }).ids);
    expect(ids).toHaveLength(360);
    expect(new Set(ids).size).toBe(360);
    for (const id of ids) expect(id).toMatch(/^[0-9A-Z]{6}-(0[1-9]|[12]\d|30)$/);

    const first = ids.slice(0, 60);
    const saved = await owner.client.post('/api/products', {
      ...wineRequest(),
      bottles: { ids: first.slice(0, 3) },
    });
    expect(saved.status).toBe(201);
  });

  it('refuses a count out of range', async () => {
    const owner = await server.signUp();
    expect((await owner.client.post('/api/labels', { count: 0 })).status).toBe(400);
    expect((await owner.client.post('/api/labels', { count: 301 })).status).toBe(400);
  });
});
