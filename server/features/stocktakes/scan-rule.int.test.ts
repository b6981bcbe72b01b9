import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScanRequest, Stocktake, StocktakeScanChange } from '../../../domain/stocktakes.js';
import { addLocation, productRequest } from '../../test/fixtures.js';
import { SseClient } from '../../test/sse-client.js';
import type { TestClient } from '../../test/test-client.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { type CaseLocation, type CasePlace, type ScanCase, scanCases } from './scan-rule-cases.js';

/**
 * The scan rule's table of cases through the API: on SQLite the scan is judged by judgeScan in
 * its transaction, on PostgreSQL recorded by the scans' one statement (scanGroupPostgres). Each
 * case checks the answer, and that the count's totals and the restaurant's revision moved as the
 * answer says (a refused scan, or one scanned before, changes nothing).
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

async function ok<T>(response: Promise<{ status: number; body: unknown }>): Promise<T> {
  const answer = await response;
  expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
  return answer.body as T;
}

/** A restaurant with the cases' cellar, the bottle Q1 placed as the case says, and its count. */
async function arrange(scanCase: ScanCase) {
  const owner = await server.signUp();
  const ids: Record<CaseLocation, string> = {
    cave: await addLocation(server.services.writer, owner, 'Cave', ['A1', 'A2']),
    bar: await addLocation(server.services.writer, owner, 'Bar'),
    gone: 'no-such-place',
  };
  const placeOf = (place: CasePlace) => ({ locationId: ids[place.location], bin: place.bin ?? '' });
  const { bottle, count, scan } = scanCase;
  if (bottle !== 'none') {
    const created = await ok<{ format: { id: string } }>(
      owner.client.post('/api/products', {
        ...productRequest({ name: 'Barolo' }),
        format: { vintage: '2015', bottleSize: 750 },
      }),
    );
    await ok(
      owner.client.post('/api/bottles', {
        formatId: created.format.id,
        ids: ['Q1'],
        ...(bottle.at ? placeOf(bottle.at) : { locationId: null }),
      }),
    );
  }
  let id = 'no-such-count';
  if (count !== 'none') {
    const places = count.places.map((place) =>
      place.bin === undefined ? { locationId: ids[place.location] } : placeOf(place),
    );
    id = (await ok<Stocktake>(owner.client.post('/api/stocktakes', { places }))).id;
    if (scan.before) await scanIn(owner.client, id, placeOf(scan.before));
    await settle(owner.client, id, count.status);
  }
  return { client: owner.client, id, at: placeOf(scan.at) };
}

function scanIn(client: TestClient, id: string, at: { locationId: string; bin: string }) {
  const code = 'Q1';
  const request: ScanRequest = { code, ...at };
  return client.post(`/api/stocktakes/${id}/scans`, request);
}

async function settle(client: TestClient, id: string, status: Stocktake['status']) {
  if (status === 'paused') await ok(client.post(`/api/stocktakes/${id}/pause`, {}));
  if (status === 'cancelled') await ok(client.post(`/api/stocktakes/${id}/cancel`, {}));
  if (status === 'applied') {
    const { token } = await ok<{ token: string }>(client.get(`/api/stocktakes/${id}/preview`));
    await ok(client.post(`/api/stocktakes/${id}/apply`, { token }));
  }
}

/** The changes the live feed logged since `revision`, as another phone replays them. */
async function loggedSince(client: TestClient, revision: number, expected: number) {
  const tab = await SseClient.open(client, `?since=${revision}`);
  const changes = () => tab.changeBatches().flatMap((batch) => batch.changes);
  await tab.until(() => changes().length >= expected);
  tab.close();
  return changes().map((change) => change.data as StocktakeScanChange);
}

/**
 * The restaurant's revision, the totals of the place scanned in (zeros: not in the count) and the
 * scanner's bottles counted.
 */
async function state(client: TestClient, id: string, at: { locationId: string; bin: string }) {
  const { revision } = await ok<{ revision: number }>(client.get('/api/snapshot'));
  const read = await client.get(`/api/stocktakes/${id}`);
  const count = read.status === 200 ? (read.body as Stocktake) : undefined;
  const place = count?.progress.find((p) => p.locationId === at.locationId && p.bin === at.bin);
  const mine = count?.counters[0]?.counted ?? 0;
  return { revision, counted: place?.counted ?? 0, found: place?.found ?? 0, mine };
}

describe("the stock count's scan rule through the API", () => {
  it.each(scanCases.map((scanCase) => [scanCase.name, scanCase] as const))(
    '%s',
    async (_name, scanCase) => {
      const { client, id, at } = await arrange(scanCase);
      const before = await state(client, id, at);
      const response = await scanIn(client, id, at);
      const body = response.body as { outcome?: string; error?: { reason: string } };
      const answer =
        response.status === 200 ? body.outcome : { refused: body.error?.reason ?? response.status };
      expect(answer).toEqual(scanCase.answer);

      const recorded = typeof scanCase.answer === 'string' && !scanCase.scan.before;
      const after = await state(client, id, at);
      expect(after).toEqual({
        revision: before.revision + (recorded ? 1 : 0),
        counted: before.counted + (recorded && scanCase.answer === 'counted' ? 1 : 0),
        found: before.found + (recorded && scanCase.answer === 'found-elsewhere' ? 1 : 0),
        mine: before.mine + (recorded && scanCase.answer !== 'unknown' ? 1 : 0),
      });
      if (!recorded) return;
      // The other phones are told the same outcome, with the place's totals after it.
      const [change] = await loggedSince(client, before.revision, 1);
      expect(change).toMatchObject({
        outcome: scanCase.answer,
        place: at,
        totals: { counted: after.counted, found: after.found },
        counter: { counted: after.mine },
      });
    },
  );
});
