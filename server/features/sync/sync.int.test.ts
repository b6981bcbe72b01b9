import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Snapshot } from '../../../domain/snapshot.js';
import { addLocation } from '../../test/fixtures.js';
import { SseClient } from '../../test/sse-client.js';
import {
  bottlesOf,
  newDevice,
  queue,
  said,
  sync,
  wineWithBottles,
} from '../../test/sync-fixtures.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('replaying a phone’s offline changes', () => {
  it('applies the changes in order, each once, and tells the other tabs', async () => {
    const owner = await server.signUp();
    const bar = await addLocation(server.services.writer, owner, 'Bar', ['Fridge']);
    await wineWithBottles(owner.client, ['S1', 'S2', 'S3']);
    const revision = ((await owner.client.get('/api/snapshot')).body as Snapshot).revision;
    const tab = await SseClient.open(owner.client, `?since=${revision}`);
    const device = newDevice();
    const changes = queue([
      {
        operation: 'moveBottles',
        input: { body: { ids: ['S1', 'S2'], locationId: bar, bin: 'Fridge' } },
      },
      { operation: 'removeBottle', input: { params: { id: 'S3' }, query: { reason: 'broken' } } },
    ]);
    const result = await sync(owner.client, device, changes);
    expect(said(result.outcomes)).toEqual(['1 applied', '2 applied']);
    expect(result.outcomes.every((outcome) => !outcome.replayed)).toBe(true);
    expect(result.lastSeq).toBe(2);
    const bottles = await bottlesOf(owner.client);
    expect(bottles.map((bottle) => `${bottle.id} ${bottle.bin}`)).toEqual([
      'S1 Fridge',
      'S2 Fridge',
    ]);
    await tab.until((events) => events.length >= 2);
    expect(tab.changeBatches().map((batch) => batch.changes[0]?.action)).toEqual([
      'bottle.move',
      'bottle.remove',
    ]);
    tab.close();
  });

  it('applies the same change once when it is sent twice, and answers the same', async () => {
    const owner = await server.signUp();
    const format = await wineWithBottles(owner.client, ['T1']);
    const device = newDevice();
    const [change] = queue([
      {
        operation: 'addScannedBottles',
        input: { body: { ids: ['T2'], formatId: format.id, locationId: null, bin: '' } },
      },
    ]);
    if (!change) throw new Error('no change');
    const first = await sync(owner.client, device, [change]);
    // The answer was lost: the phone sends the same change again.
    const again = await sync(owner.client, device, [change]);
    expect(said(first.outcomes)).toEqual(['1 applied']);
    expect(said(again.outcomes)).toEqual(['1 applied']);
    expect(first.outcomes[0]?.replayed).toBe(false);
    expect(again.outcomes[0]?.replayed).toBe(true);
    expect(again.outcomes[0]?.settledAt).toBe(first.outcomes[0]?.settledAt);
    expect((await bottlesOf(owner.client)).map((bottle) => bottle.id)).toEqual(['T1', 'T2']);
  });

  it('refuses a change whose earlier ones have not arrived, applying none of them', async () => {
    const owner = await server.signUp();
    const bar = await addLocation(server.services.writer, owner, 'Bar');
    await wineWithBottles(owner.client, ['U1']);
    const device = newDevice();
    const changes = queue(
      [
        { operation: 'moveBottles', input: { body: { ids: ['U1'], locationId: bar } } },
        { operation: 'removeBottle', input: { params: { id: 'U1' }, query: {} } },
      ],
      2,
    );
    const result = await sync(owner.client, device, changes);
    expect(said(result.outcomes)).toEqual([
      '2 not-yet sync-out-of-order',
      '3 not-yet sync-out-of-order',
    ]);
    expect(result.lastSeq).toBe(0);
    const [bottle] = await bottlesOf(owner.client);
    expect(bottle?.locationId).toBeNull();
  });
});
