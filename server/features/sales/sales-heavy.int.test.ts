import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedUp, startTestServer, type TestServer } from '../../test/test-server.js';
import { ok, reasonOf, sendFile } from './sales-test-kit.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const LINES = 100_000;

/** A year of item lines as Square exports them, `LINES` of them over 400 items. */
function yearOfSales(): string {
  const lines = ['Date,Time,Category,Item,Qty,Gross Sales'];
  const start = Date.UTC(2025, 0, 1);
  for (let line = 0; line < LINES; line++) {
    const day = new Date(start + Math.floor((line * 365) / LINES) * 86_400_000);
    const item = line % 400;
    lines.push(
      `${day.toISOString().slice(0, 10)},19:00:00,Wine,Cuvée ${item} BTL,${1 + (line % 3)},$24.00`,
    );
  }
  return lines.join('\n');
}

/** What another restaurant does in service: reads its inventory, adds a place; and health. */
async function ordinaryRequests(other: SignedUp, round: number): Promise<void> {
  expect((await other.client.get('/api/snapshot')).status).toBe(200);
  expect((await server.client().get('/api/health')).status).toBe(200);
  expect((await other.client.post('/api/locations', { name: `Room ${round}` })).status).toBe(201);
}

describe('a large sales import', { timeout: 300_000 }, () => {
  it('leaves another restaurant and health answered while it imports 100,000 lines, and refuses a second one meanwhile', async () => {
    const importer = await server.signUp();
    const other = await server.signUp();
    const file = yearOfSales();
    const importing = sendFile(importer.client, '/api/sales?name=year.csv', file);
    for (let round = 0; round < 3; round++) await ordinaryRequests(other, round);
    // Still running once the other restaurant's requests were answered: a second file is refused.
    const second = await sendFile(importer.client, '/api/sales?name=again.csv', `${file}\n`);
    expect(second.status).toBe(409);
    expect(reasonOf(second)).toBe('sales-import-running');

    const first = await ok<{ lines: number; days: string[] }>(importing);
    expect(first.lines).toBe(LINES);
    expect(first.days).toHaveLength(365);
    const overview = await ok<{ files: Array<{ lines: number }> }>(other.client.get('/api/sales'));
    expect(overview.files).toEqual([]);
  });
});
