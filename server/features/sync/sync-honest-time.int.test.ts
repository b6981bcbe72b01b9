import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityEntry } from '../../../domain/activity.js';
import type { BottleHistoryEntry } from '../../../domain/inventory-commands.js';
import { addLocation } from '../../test/fixtures.js';
import { newDevice, queue, said, sync, wineWithBottles } from '../../test/sync-fixtures.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('when a change was made and when it was saved', () => {
  it('are both in the Activity and the bottle history for a change made offline', async () => {
    const owner = await server.signUp();
    const bar = await addLocation(server.services.writer, owner, 'Bar');
    await wineWithBottles(owner.client, ['H1']);
    const changes = queue([
      { operation: 'moveBottles', input: { body: { ids: ['H1'], locationId: bar } } },
    ]);
    const result = await sync(owner.client, newDevice(), changes);
    expect(said(result.outcomes)).toEqual(['1 applied']);
    const madeAt = changes[0]?.madeAt;

    const activity = (await owner.client.get('/api/activity')).body as {
      entries: ActivityEntry[];
    };
    const [moved, added] = activity.entries;
    expect(moved?.kind).toBe('bottles-moved');
    expect(moved?.madeAt).toBe(madeAt);
    expect(Date.parse(moved?.at ?? '')).toBeGreaterThan(Date.parse(madeAt ?? ''));
    // Made online: one time, no phone's.
    expect(added?.madeAt).toBeUndefined();

    const history = (await owner.client.get('/api/bottles/H1/history')).body as {
      history: BottleHistoryEntry[];
    };
    expect(history.history.map((step) => [step.action, step.madeAt ?? null])).toEqual([
      ['bottle.add', null],
      ['bottle.move', madeAt],
    ]);
  });
});
