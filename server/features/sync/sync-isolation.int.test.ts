import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Stocktake } from '../../../domain/stocktakes.js';
import { addLocation } from '../../test/fixtures.js';
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

describe('who a replayed change runs as', () => {
  it("never touches another restaurant's device or bottles", async () => {
    const a = await server.signUp();
    const b = await server.signUp();
    const barA = await addLocation(server.services.writer, a, 'Bar');
    const barB = await addLocation(server.services.writer, b, 'Bar');
    await wineWithBottles(a.client, ['A1']);
    await wineWithBottles(b.client, ['B1']);
    const device = newDevice();
    const first = await sync(
      a.client,
      device,
      queue([{ operation: 'moveBottles', input: { body: { ids: ['A1'], locationId: barA } } }]),
    );
    expect(first.lastSeq).toBe(1);
    // B sends A's device id, then A's bottle and A's location: its own device, and not found.
    const fromB = await sync(
      b.client,
      device,
      queue([
        { operation: 'moveBottles', input: { body: { ids: ['A1'], locationId: barB } } },
        { operation: 'moveBottles', input: { body: { ids: ['NO-SUCH'], locationId: barB } } },
        { operation: 'moveBottles', input: { body: { ids: ['B1'], locationId: barA } } },
        { operation: 'removeBottle', input: { params: { id: 'A1' }, query: {} } },
      ]),
    );
    expect(said(fromB.outcomes)).toEqual([
      '1 refused bottle-not-found',
      '2 refused bottle-not-found',
      '3 refused location-unknown',
      '4 refused not-found',
    ]);
    // Another restaurant's bottle is answered exactly like one that does not exist.
    expect(fromB.outcomes[0]?.details).toEqual({ ids: 'A1' });
    expect(fromB.outcomes[1]?.details).toEqual({ ids: 'NO-SUCH' });
    expect(fromB.lastSeq).toBe(4);
    expect((await bottlesOf(a.client)).map((x) => `${x.id} ${x.locationId}`)).toEqual([
      `A1 ${barA}`,
    ]);
    expect((await bottlesOf(b.client)).map((x) => `${x.id} ${x.locationId}`)).toEqual(['B1 null']);
    // A's device still stands at its own number.
    const next = await sync(
      a.client,
      device,
      queue([{ operation: 'removeBottle', input: { params: { id: 'A1' }, query: {} } }], 2),
    );
    expect(said(next.outcomes)).toEqual(['2 applied']);
  });

  it("refuses a device another member synced from, and a removed member's replay", async () => {
    const owner = await server.signUp();
    const bar = await addLocation(server.services.writer, owner, 'Bar');
    await wineWithBottles(owner.client, ['M1']);
    const staff = await server.addMember(owner, 'staff');
    const device = newDevice();
    await sync(
      owner.client,
      device,
      queue([{ operation: 'updateBottle', input: { params: { id: 'M1' }, body: { notes: 'x' } } }]),
    );
    const move = queue([
      { operation: 'moveBottles', input: { body: { ids: ['M1'], locationId: bar } } },
    ]);
    const taken = await staff.client.post('/api/sync', { deviceId: device, changes: move });
    expect(taken.status).toBe(409);
    expect((taken.body as { error: { reason: string } }).error.reason).toBe('sync-device-taken');
    expect((await owner.client.delete(`/api/team/members/${staff.userId}`)).status).toBe(204);
    const removed = await staff.client.post('/api/sync', { deviceId: newDevice(), changes: move });
    expect(removed.status).toBe(401);
    expect((await bottlesOf(owner.client)).map((x) => x.locationId)).toEqual([null]);
  });

  it('runs a change with the role the member has when it arrives', async () => {
    const owner = await server.signUp();
    const bar = await addLocation(server.services.writer, owner, 'Bar');
    await wineWithBottles(owner.client, ['D1']);
    const manager = await server.addMember(owner, 'manager');
    const demoted = await owner.client.patch(`/api/team/members/${manager.userId}`, {
      role: 'staff',
    });
    expect(demoted.status).toBe(204);
    // A move is a change staff may make: still applied (a re-profile is refused: sync-reprofile).
    const result = await sync(
      manager.client,
      newDevice(),
      queue([{ operation: 'moveBottles', input: { body: { ids: ['D1'], locationId: bar } } }]),
    );
    expect(said(result.outcomes)).toEqual(['1 applied']);
  });

  it('counts a bottle once when two phones scanned it offline in the same count', async () => {
    const owner = await server.signUp();
    const cellar = await addLocation(server.services.writer, owner, 'Cellar');
    await wineWithBottles(owner.client, ['P1', 'P2']);
    const moved = await owner.client.post('/api/batches/move', {
      ids: ['P1', 'P2'],
      locationId: cellar,
    });
    expect(moved.status).toBe(200);
    const count = (await owner.client.post('/api/stocktakes', { places: [{ locationId: cellar }] }))
      .body as Stocktake;
    const other = await server.addMember(owner, 'staff');
    const scan = (code: string) =>
      ({
        operation: 'scanIntoStocktake',
        input: { params: { id: count.id }, body: { code, locationId: cellar } },
      }) as const;
    const [one, two] = await Promise.all([
      sync(owner.client, newDevice(), queue([scan('P1'), scan('P2')])),
      sync(other.client, newDevice(), queue([scan('P1')])),
    ]);
    expect([...said(one?.outcomes ?? []), ...said(two?.outcomes ?? [])]).toEqual([
      '1 applied',
      '2 applied',
      '1 applied',
    ]);
    const place = await server.services.db.kysely
      .selectFrom('stocktake_places')
      .select('counted')
      .where('restaurant_id', '=', owner.restaurantId)
      .where('stocktake_id', '=', count.id)
      .executeTakeFirstOrThrow();
    expect(Number(place.counted)).toBe(2);
  });
});
