import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangeBatch } from '../../domain/live.js';
import { SseClient } from '../test/sse-client.js';
import type { TestClient } from '../test/test-client.js';
import { type SignedUp, startTestServer, type TestServer } from '../test/test-server.js';
import { buildWorld, revisionNow, type World } from './isolation-world.js';

/**
 * What the API refuses staff, the live feed does not carry to them either: par levels and the
 * pour-cost target (GET /api/par-levels, /api/reports/settings), the guest menu's options
 * (GET /api/guest-menu-link), the team's joins and role changes (GET /api/activity). Their
 * revisions still reach staff, so a tab knows it missed nothing.
 */

// A pour-cost target and a par level no other number of the restaurant looks like.
const TARGET = 37;
const PAR = 4729;
const WELCOME = 'Bienvenue au bar secret';

let server: TestServer;
let owner: SignedUp;
let staff: SignedUp;
let world: World;

beforeAll(async () => {
  server = await startTestServer();
  owner = await server.signUp();
  world = await buildWorld(owner);
  staff = await server.addMember(owner, 'staff');
});

afterAll(async () => {
  await server?.close();
});

async function feedUpTo(client: TestClient, since: number, revision: number) {
  const stream = await SseClient.open(client, `?since=${since}`);
  await stream.until((events) =>
    events.some((event) => event.event === 'changes' && Number(event.id) >= revision),
  );
  stream.close();
  return stream.changeBatches();
}

const entitiesOf = (batches: ChangeBatch[]) =>
  new Set(batches.flatMap((batch) => batch.changes.map((change) => change.entity)));

describe("a staff member's live feed and snapshot", () => {
  it('carry no par level, report setting, guest menu option or team change; the owner’s do', async () => {
    const since = await revisionNow(owner.client);
    const pushed = {
      owner: await SseClient.open(owner.client, `?since=${since}`),
      staff: await SseClient.open(staff.client, `?since=${since}`),
    };

    const ok = async (answer: Promise<{ status: number; body: unknown }>) => {
      const { status, body } = await answer;
      expect(status, JSON.stringify(body)).toBeLessThan(300);
    };
    await ok(owner.client.put('/api/reports/settings', { pourCostTarget: TARGET }));
    await ok(
      owner.client.put('/api/par-levels', { levels: [{ formatId: world.ids.formatId, par: PAR }] }),
    );
    await ok(owner.client.patch('/api/guest-menu-link', { welcomeEn: WELCOME }));
    await server.addMember(owner, 'manager');
    const upTo = await revisionNow(owner.client);

    for (const stream of Object.values(pushed)) {
      await stream.until((events) => events.some((event) => Number(event.id) >= upTo));
      stream.close();
    }
    const hidden = ['report', 'guest-link', 'member'];
    const staffFeeds = [pushed.staff.changeBatches(), await feedUpTo(staff.client, since, upTo)];
    for (const batches of staffFeeds) {
      expect(batches.map((batch) => batch.revision)).toEqual(
        Array.from({ length: upTo - since }, (_, i) => since + i + 1),
      );
      for (const entity of hidden) expect(entitiesOf(batches).has(entity as never)).toBe(false);
      const text = JSON.stringify(batches);
      for (const secret of [`${PAR}`, 'pourCostTarget', WELCOME])
        expect(text).not.toContain(secret);
    }
    const ownerFeeds = [pushed.owner.changeBatches(), await feedUpTo(owner.client, since, upTo)];
    for (const batches of ownerFeeds) {
      for (const entity of hidden) expect(entitiesOf(batches).has(entity as never)).toBe(true);
      const text = JSON.stringify(batches);
      for (const secret of [`${PAR}`, 'pourCostTarget', WELCOME]) expect(text).toContain(secret);
    }

    // Nor does the snapshot a staff tab loads, whole or compact.
    for (const path of ['/api/snapshot', '/api/snapshot/compact']) {
      const answer = await staff.client.get(path);
      expect(answer.status).toBe(200);
      const text = JSON.stringify(answer.body);
      for (const secret of [`${PAR}`, 'pourCostTarget', 'parLevel', WELCOME])
        expect(text).not.toContain(secret);
    }
  });
});
