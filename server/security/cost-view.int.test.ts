import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CostView } from '../../domain/cost-view.js';
import { can, type Role } from '../../domain/permissions.js';
import type { Snapshot } from '../../domain/snapshot.js';
import { SessionEvents } from '../live/session-events.js';
import { productRequest } from '../test/fixtures.js';
import { SseClient } from '../test/sse-client.js';
import type { TestClient } from '../test/test-client.js';
import { type SignedUp, startTestServer, type TestServer } from '../test/test-server.js';
import { apiOperations, type OpenApiDocument, ruleOfRoute } from './api-operations.js';
import { freshPurchaseOrder } from './example-fixtures.js';
import { buildWorld, revisionNow, type World } from './isolation-world.js';
import { ROUTE_EXAMPLES } from './route-examples.js';

/**
 * Cost fields are absent from what staff receive, in every API answer, the snapshot and the live
 * feed (domain/cost-view.ts). Every GET route of the OpenAPI document is asked by a staff member,
 * with the examples of the isolation matrix, so that a route added later is asked too; the owner
 * asks the same and must still see the costs where there are some.
 */

// Costs no other number of the restaurant looks like, to find them in any answer's text.
const COST = 4321.98;
const EDITED_COST = 777.77;
const NEW_FORMAT_COST = 555.55;
const NEW_WINE_COST = 333.33;
const PROMOTED_COST = 222.22;

/** The GET routes not asked here, with why: each has its own test below. */
const ASKED_ELSEWHERE = new Set(['GET /api/live']);

let server: TestServer;
let owner: SignedUp;
let staff: SignedUp;
let world: World;
let getRoutes: string[];

beforeAll(async () => {
  server = await startTestServer();
  owner = await server.signUp();
  world = await buildWorld(owner);
  staff = await server.addMember(owner, 'staff');
  const edited = await owner.client.patch(`/api/formats/${world.ids.formatId}`, { cost: COST });
  expect(edited.status).toBe(200);
  await modelAtRevision(owner.client);
  const document = (await server.client().get('/api/openapi.json')).body as OpenApiDocument;
  getRoutes = apiOperations(document)
    .filter((operation) => operation.method === 'GET')
    .map((operation) => `GET ${operation.path}`);
});

afterAll(async () => {
  await server?.close();
});

/**
 * Waits until the held model has caught up with the database: right after a write the server may
 * answer with the previous one while it builds the new one (ModelCache).
 */
async function modelAtRevision(client: TestClient): Promise<void> {
  const { revision } = (await client.get('/api/snapshot')).body as Snapshot;
  for (let attempt = 0; attempt < 100; attempt++) {
    const model = (await client.get('/api/snapshot/compact')).body as { revision: number };
    if (model.revision >= revision) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the model did not catch up');
}

/** Where a `cost` key is in a JSON value (as `a.b[2].cost` paths). */
function costKeys(value: unknown, at = ''): string[] {
  if (Array.isArray(value))
    return value.flatMap((item, index) => costKeys(item, `${at}[${index}]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) =>
    key === 'cost' ? [`${at}.cost`] : costKeys(item, `${at}.${key}`),
  );
}

/** Where a key naming a cost in cents, or an order's or invoice's total, is (`.order.total`). */
function centKeys(value: unknown, at = ''): string[] {
  if (Array.isArray(value))
    return value.flatMap((item, index) => centKeys(item, `${at}[${index}]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) =>
    /costCents|^total$|TotalCents/.test(key) ? [`${at}.${key}`] : centKeys(item, `${at}.${key}`),
  );
}

function hasCostValue(value: unknown, costs: readonly number[]): boolean {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  // In cents too: what purchase orders and deliveries carry.
  return costs.some(
    (cost) => text.includes(String(cost)) || text.includes(String(Math.round(cost * 100))),
  );
}

/** Whether a role may ask a route (`GET /api/bottles/{id}/history`, as the document names it). */
function allowed(role: Role, route: string): boolean {
  const rule = ruleOfRoute(route);
  return rule === 'public' || rule === 'member' || can(role, rule);
}

interface Answer {
  route: string;
  label: string | undefined;
  status: number;
  body: unknown;
}

/** Every example of every GET route, asked by `client`; a 304 is not wanted: no If-None-Match. */
async function askEveryRoute(client: TestClient, n: number): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (const route of getRoutes.filter((route) => !ASKED_ELSEWHERE.has(route))) {
    for (const example of ROUTE_EXAMPLES.filter((example) => example.route === route)) {
      // A route that uses its target up (a join link) gets a new one, as in the matrix.
      const ids = example.fresh ? { ...world.ids, ...(await example.fresh(world, n)) } : world.ids;
      const request = await example.request(ids, {
        n,
        invite: () => server.invite(),
        credentials: { email: owner.email, password: owner.password },
        revision: () => revisionNow(owner.client),
      });
      const response = await client.get(request.path);
      answers.push({ route, label: example.label, status: response.status, body: response.body });
    }
  }
  return answers;
}

describe('what a staff member receives', () => {
  it('asks every GET route of the API document', () => {
    const examples = new Set(ROUTE_EXAMPLES.map((example) => example.route));
    expect(
      getRoutes.filter((route) => !examples.has(route) && !ASKED_ELSEWHERE.has(route)),
    ).toEqual([]);
    expect(getRoutes.length).toBeGreaterThanOrEqual(10);
  });

  it('answers every route staff may ask without a cost key or value, and refuses the rest', async () => {
    const answers = await askEveryRoute(staff.client, 1);
    for (const answer of answers) {
      const name = `${answer.route} ${answer.label ?? ''}`;
      if (allowed('staff', answer.route)) {
        expect(answer.status, name).toBeLessThan(300);
        expect(costKeys(answer.body), name).toEqual([]);
        expect(centKeys(answer.body), name).toEqual([]);
        expect(hasCostValue(answer.body, [COST]), name).toBe(false);
      } else {
        expect(answer.status, name).toBe(403);
      }
    }
    expect(answers.filter((answer) => allowed('staff', answer.route)).length).toBeGreaterThan(8);
  });

  it('still gives the owner and a manager their costs, in the snapshot, the model and the first cards', async () => {
    const manager = await server.addMember(owner, 'manager');
    for (const who of [owner, manager]) {
      const answers = await askEveryRoute(who.client, 2);
      const withCosts = new Set(
        answers
          .filter((answer) => costKeys(answer.body).length > 0 && hasCostValue(answer.body, [COST]))
          .map((answer) => answer.route),
      );
      expect([...withCosts].sort()).toEqual(
        expect.arrayContaining([
          'GET /api/first-cards',
          'GET /api/snapshot',
          'GET /api/snapshot/compact',
        ]),
      );

      expect(answers.every((answer) => answer.status < 300)).toBe(true);
    }
  });

  it("gives staff a model of their own, whose ETag is not the owner's", async () => {
    // Both at the restaurant's revision: members joined meanwhile, and the cache may answer a
    // model a few revisions old while it builds the current one (decision 0013).
    await modelAtRevision(owner.client);
    await modelAtRevision(staff.client);
    const ownerModel = await owner.client.get('/api/snapshot/compact');
    const ownerEtag = ownerModel.headers.get('etag') ?? '';
    const staffModel = await staff.client.get('/api/snapshot/compact', {
      'if-none-match': ownerEtag,
    });
    expect(staffModel.status).toBe(200);
    const staffEtag = staffModel.headers.get('etag') ?? '';
    expect(staffEtag).not.toBe(ownerEtag);
    expect(costKeys(staffModel.body)).toEqual([]);
    expect(costKeys(ownerModel.body)).toEqual(['.formats.cost']);
    const again = await staff.client.get('/api/snapshot/compact', { 'if-none-match': staffEtag });
    expect(again.status).toBe(304);
  });
});

describe('an order staff receive', () => {
  it('is priced for the owner and answered to staff without a cost, listed, opened and received', async () => {
    // Priced by the owner at the world's own cost (a new line takes the last delivery's cost).
    const { purchaseOrderId: id } = await freshPurchaseOrder(world);
    const draft = await owner.client.put(`/api/purchase-orders/${id}`, {
      lines: [{ formatId: world.ids.formatId, quantity: 3, costCents: Math.round(COST * 100) }],
    });
    expect(draft.status).toBe(200);
    const sent = await owner.client.post(`/api/purchase-orders/${id}/send`, { via: 'print' });
    expect(sent.status).toBeLessThan(300);
    const priced = await owner.client.get(`/api/purchase-orders/${id}`);
    expect(centKeys(priced.body)).toContain('.order.lines[0].costCents');
    expect(hasCostValue(priced.body, [COST])).toBe(true);
    const answers = [
      await staff.client.get('/api/deliveries/orders'),
      await staff.client.get(`/api/deliveries/orders/${id}`),
      await staff.client.post(`/api/deliveries/orders/${id}/receipts`, {
        locationId: world.ids.locationId,
        lines: [{ formatId: world.ids.formatId, count: 1 }],
      }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(costKeys(answer.body)).toEqual([]);
      expect(centKeys(answer.body)).toEqual([]);
      expect(hasCostValue(answer.body, [COST])).toBe(false);
    }
  });
});

describe("a staff member's live feed", () => {
  async function revisionOf(client: TestClient): Promise<number> {
    return ((await client.get('/api/snapshot')).body as Snapshot).revision;
  }

  async function feedUpTo(client: TestClient, since: number, revision: number) {
    const stream = await SseClient.open(client, `?since=${since}`);
    await stream.until((events) =>
      events.some((event) => event.event === 'changes' && Number(event.id) >= revision),
    );
    stream.close();
    return stream.events;
  }

  it('carries no cost while the owner edits a cost and adds bottles and formats, pushed or replayed', async () => {
    const since = await revisionOf(owner.client);
    const pushed: Record<CostView, SseClient> = {
      'with-costs': await SseClient.open(owner.client, `?since=${since}`),
      'without-costs': await SseClient.open(staff.client, `?since=${since}`),
    };

    const formatId = world.ids.formatId;
    expect(
      (await owner.client.patch(`/api/formats/${formatId}`, { cost: EDITED_COST })).status,
    ).toBe(200);
    expect((await owner.client.post('/api/bottles', { formatId, count: 2 })).status).toBe(201);
    const added = await owner.client.post(`/api/products/${world.ids.productId}/formats`, {
      format: { vintage: '2001', bottleSize: 1500, cost: NEW_FORMAT_COST, price: 900 },
      bottles: { count: 1 },
    });
    expect(added.status).toBe(201);
    const wine = await owner.client.post('/api/products', {
      ...productRequest({ name: `${world.tag} Second` }),
      format: { vintage: '2018', bottleSize: 750, cost: NEW_WINE_COST, price: 60 },
      bottles: { count: 1 },
    });
    expect(wine.status).toBe(201);
    const upTo = await revisionOf(owner.client);
    const costs = [EDITED_COST, NEW_FORMAT_COST, NEW_WINE_COST];

    for (const stream of Object.values(pushed)) {
      await stream.until((events) => events.some((event) => Number(event.id) >= upTo));
      stream.close();
    }
    const replayed = await feedUpTo(staff.client, since, upTo);
    for (const events of [pushed['without-costs'].events, replayed]) {
      const batches = events.filter((event) => event.event === 'changes');
      expect(batches.length).toBe(upTo - since);
      expect(costKeys(events)).toEqual([]);
      expect(hasCostValue(events, costs)).toBe(false);
      // The formats did come, without their cost.
      expect(JSON.stringify(events)).toContain('"entity":"format"');
    }

    const ownerReplayed = await feedUpTo(owner.client, since, upTo);
    for (const events of [pushed['with-costs'].events, ownerReplayed]) {
      for (const cost of costs) expect(hasCostValue(events, [cost])).toBe(true);
    }
  });
});

describe('a role change', () => {
  it("closes the member's stream with role-changed; the model and stream that follow are the new role's", async () => {
    const member = await server.addMember(owner, 'staff');
    const since = ((await member.client.get('/api/snapshot')).body as Snapshot).revision;
    const stream = await SseClient.open(member.client, `?since=${since}`);
    await server.services.db.kysely
      .updateTable('users')
      .set({ role: 'manager' })
      .where('id', '=', member.userId)
      .execute();
    await new SessionEvents(server.services.db, server.services.hub).roleChanged(member.userId);
    await stream.untilEnded();
    expect(stream.events.map((event) => event.event)).toContain('role-changed');

    const session = await member.client.get('/api/session');
    expect((session.body as { user: { role: string } }).user.role).toBe('manager');
    await modelAtRevision(member.client);
    const model = await member.client.get('/api/snapshot/compact');
    expect(costKeys(model.body)).toEqual(['.formats.cost']);
    const feed = await SseClient.open(member.client, `?since=${since}`);
    expect(
      (await member.client.patch(`/api/formats/${world.ids.formatId}`, { cost: PROMOTED_COST }))
        .status,
    ).toBe(200);
    await feed.until((events) => events.some((event) => event.event === 'changes'));
    feed.close();
    expect(hasCostValue(feed.events, [PROMOTED_COST])).toBe(true);
  });

  it('tells a tab that opens its stream with the role it had before a change made while it had none', async () => {
    const member = await server.addMember(owner, 'staff');
    const since = ((await member.client.get('/api/snapshot')).body as Snapshot).revision;
    const promoted = await owner.client.patch(`/api/team/members/${member.userId}`, {
      role: 'manager',
    });
    expect(promoted.status).toBe(204);
    // No stream was open to be closed: the tab still shows staff, and says so.
    const stale = await SseClient.open(member.client, `?since=${since}&role=staff`);
    await stale.untilEnded();
    expect(stale.events.map((event) => event.event)).toEqual(['role-changed']);
    // Once it has read its session again, the stream stays open and follows the changes.
    const current = await SseClient.open(member.client, `?since=${since}&role=manager`);
    expect(
      (await member.client.patch(`/api/formats/${world.ids.formatId}`, { cost: PROMOTED_COST }))
        .status,
    ).toBe(200);
    await current.until((events) => events.some((event) => event.event === 'changes'));
    current.close();
    expect(current.events.map((event) => event.event)).not.toContain('role-changed');
  });
});
