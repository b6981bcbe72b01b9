import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

const reprofile = (ids: string[], formatId: string) =>
  ({ operation: 'changeBottlesFormat', input: { body: { ids, formatId } } }) as const;

describe('the Manual Batch Edit’s re-profile replayed from a phone', () => {
  it('assigns the bottles to the other format once, as its route does', async () => {
    const owner = await server.signUp();
    await wineWithBottles(owner.client, ['R1', 'R2']);
    const other = await wineWithBottles(owner.client, ['R3']);
    const device = newDevice();
    const changes = queue([reprofile(['R1', 'R2'], other.id)]);
    const first = await sync(owner.client, device, changes);
    expect(said(first.outcomes)).toEqual(['1 applied']);
    expect(first.outcomes[0]?.answer).toEqual({ count: 2, ids: ['R1', 'R2'] });
    const again = await sync(owner.client, device, changes);
    expect(again.outcomes[0]).toEqual({ ...first.outcomes[0], replayed: true });
    expect((await bottlesOf(owner.client)).map((b) => b.formatId)).toEqual([
      other.id,
      other.id,
      other.id,
    ]);
    const batches = await server.services.db.kysely
      .selectFrom('change_batches')
      .select('made_at')
      .where('restaurant_id', '=', owner.restaurantId)
      .where('made_at', 'is not', null)
      .execute();
    expect(batches).toEqual([{ made_at: changes[0]?.madeAt }]);
  });

  it('is refused to a role without edit-products, and for another restaurant’s format or bottles', async () => {
    const owner = await server.signUp();
    const stranger = await server.signUp();
    const mine = await wineWithBottles(owner.client, ['S1']);
    const theirs = await wineWithBottles(stranger.client, ['T1']);
    const target = await wineWithBottles(owner.client, ['S2']);
    const staff = await server.addMember(owner, 'staff');
    const asStaff = await sync(staff.client, newDevice(), queue([reprofile(['S1'], target.id)]));
    expect(said(asStaff.outcomes)).toEqual(['1 refused permission-denied']);
    const crossing = await sync(
      owner.client,
      newDevice(),
      queue([reprofile(['S1'], theirs.id), reprofile(['T1'], target.id)]),
    );
    expect(said(crossing.outcomes)).toEqual([
      '1 refused format-unknown',
      '2 refused bottle-not-found',
    ]);
    expect((await bottlesOf(owner.client)).map((b) => `${b.id} ${b.formatId}`)).toEqual([
      `S1 ${mine.id}`,
      `S2 ${target.id}`,
    ]);
    expect((await bottlesOf(stranger.client)).map((b) => `${b.id} ${b.formatId}`)).toEqual([
      `T1 ${theirs.id}`,
    ]);
  });
});
