import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can, type Role } from '../../domain/permissions.js';
import { reasons } from '../../domain/reasons.js';
import { hashPassword, insertUser, markUserDisabled } from '../features/auth/index.js';
import { TestClient } from '../test/test-client.js';
import { type SignedUp, startTestServer, type TestServer } from '../test/test-server.js';
import { ruleOfRoute } from './api-operations.js';
import {
  answerShape,
  answerText,
  type Case,
  caseName,
  type Identity,
  runIdentity,
  sentStrings,
} from './isolation-matrix.js';
import { buildWorld, type World } from './isolation-world.js';
import { ROUTE_EXAMPLES } from './route-examples.js';

/**
 * Every route of the OpenAPI document × identity (owner,
 * manager and staff of A, another restaurant, signed out, disabled or removed) × id (own, another
 * restaurant's, missing, malformed). The non-own identities run first and A's snapshot is compared
 * around them, then staff on the routes its role is refused, compared the same way; then A's
 * members run with B's ids and B's snapshot is compared around that. What each member may do comes
 * from domain/route-permissions.ts and domain/permissions.ts, never from the routes.
 */

const PERMISSION_DENIED = {
  error: {
    code: 'permission-denied',
    reason: 'permission-denied',
    message: reasons['permission-denied'].message,
  },
};

/** Whether a member of this role may use the route, by the permission table alone. */
function allowed(role: Role, route: string): boolean {
  const rule = ruleOfRoute(route);
  return rule === 'public' || rule === 'member' || can(role, rule);
}

const UNAUTHENTICATED = {
  error: { code: 'unauthenticated', reason: 'login-required', message: 'Please log in.' },
};

let server: TestServer;
let a: World;
let b: World;
const cases: Case[] = [];
let snapshots: { aBefore: unknown; aAfter: unknown; bBefore: unknown; bAfter: unknown };
let documented: string[] = [];

async function sessionCookie(credentials: { email: string; password: string }): Promise<string> {
  const client = new TestClient(server.baseUrl);
  const response = await client.post('/api/auth/login', credentials);
  if (response.status !== 200) throw new Error(`login failed: ${response.status}`);
  return client.cookieHeader;
}

function memberIdentity(
  name: string,
  role: Role,
  who: SignedUp,
  own: World,
  foreign: World,
): Identity {
  const credentials = { email: who.email, password: who.password };
  return {
    name,
    signedIn: true,
    role,
    cookie: async (fresh) => (fresh ? sessionCookie(credentials) : who.client.cookieHeader),
    own,
    foreign,
    credentials,
  };
}

/** A second user of A, signed in, then disabled; `keepSessions` skips ending their sessions. */
async function disabledUserOf(world: World, keepSessions: boolean): Promise<Identity> {
  const credentials = { email: `${randomUUID()}@example.com`, password: 'correct horse' };
  await insertUser(server.services.db.kysely, {
    id: randomUUID(),
    restaurantId: world.who.restaurantId,
    email: credentials.email,
    displayName: 'Disabled Dana',
    passwordHash: await hashPassword(credentials.password),
    role: 'owner',
    now: new Date().toISOString(),
  });
  const cookie = await sessionCookie(credentials);
  if (keepSessions) {
    // Only the flag: the session row stays, so the guard itself must refuse it.
    await markUserDisabled(server.services.db.kysely, credentials.email, new Date().toISOString());
  } else {
    // What `npm run user:disable` does: flag the user, end their sessions and open streams.
    expect(await server.services.auth.disableUser(credentials.email)).toBe(true);
  }
  return {
    name: keepSessions ? 'disabled (session row kept)' : 'disabled',
    signedIn: false,
    cookie: async () => cookie,
    own: world,
    foreign: b,
    credentials,
  };
}

/** A staff member of A, signed in, then removed from the team by A's owner. */
async function removedMemberOf(world: World, owner: SignedUp): Promise<Identity> {
  const member = await server.addMember(owner, 'staff');
  const removed = await owner.client.delete(`/api/team/members/${member.userId}`);
  expect(removed.status).toBe(204);
  return {
    name: 'removed member',
    signedIn: false,
    cookie: async () => member.client.cookieHeader,
    own: world,
    foreign: b,
    credentials: { email: member.email, password: member.password },
  };
}

/**
 * The restaurant as its owner reads it, rows in id order: the plain snapshot promises no order,
 * and PostgreSQL once returned the same bottles in another one under load.
 */
async function snapshotOf(world: World): Promise<unknown> {
  const response = await world.who.client.get('/api/snapshot');
  expect(response.status).toBe(200);
  const body = response.body as Record<string, unknown>;
  const byId = (rows: unknown) =>
    [...(rows as Array<{ id: string }>)].sort((x, y) => x.id.localeCompare(y.id));
  return {
    ...body,
    products: byId(body.products),
    formats: byId(body.formats),
    bottles: byId(body.bottles),
  };
}

// Five thousand requests: two minutes on a loaded 2-core machine, so the limit leaves room.
beforeAll(async () => {
  server = await startTestServer({ LOGIN_LIMIT_PER_ACCOUNT: '100000' });
  const ownerA = await server.signUp();
  const ownerB = await server.signUp();
  a = await buildWorld(ownerA);
  b = await buildWorld(ownerB);

  const table = (await server.client().get('/api/openapi.json')).body as {
    paths: Record<string, Record<string, unknown>>;
  };
  documented = Object.entries(table.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
  );
  // Generated from the route table: only documented routes run, and each must have an example.
  const examples = ROUTE_EXAMPLES.filter((example) => documented.includes(example.route));

  let n = 0;
  const run = { baseUrl: server.baseUrl, invite: () => server.invite(), nextN: () => ++n };
  const started = performance.now();
  const outsiders: Identity[] = [
    memberIdentity('another restaurant', 'owner', ownerB, b, a),
    {
      name: 'signed out',
      signedIn: false,
      cookie: async () => '',
      own: a,
      foreign: b,
      // A visitor who logs in becomes B: nothing of A's may come back either way.
      credentials: { email: ownerB.email, password: ownerB.password },
    },
    await disabledUserOf(a, false),
    await disabledUserOf(a, true),
    await removedMemberOf(a, ownerA),
  ];
  // Joining is a change of A's (the Activity lists it): the staff member joins before A is read.
  const staff = memberIdentity('staff', 'staff', await server.addMember(ownerA, 'staff'), a, b);
  const aBefore = await snapshotOf(a);
  // They change nothing of A's, so they may as well ask at the same time.
  const outsiderCases = await Promise.all(
    outsiders.map((identity) => runIdentity(run, identity, examples)),
  );
  cases.push(...outsiderCases.flat());
  // Staff on every route its role may not use: refused before anything is read or written.
  const refusedToStaff = examples.filter((example) => !allowed('staff', example.route));
  cases.push(...(await runIdentity(run, staff, refusedToStaff, true)));
  const aAfter = await snapshotOf(a);

  const bBefore = await snapshotOf(b);
  const manager = await server.addMember(ownerA, 'manager');
  for (const identity of [
    memberIdentity('own restaurant', 'owner', ownerA, a, b),
    memberIdentity('manager', 'manager', manager, a, b),
  ]) {
    cases.push(...(await runIdentity(run, identity, examples)));
  }
  const allowedToStaff = examples.filter((example) => allowed('staff', example.route));
  cases.push(...(await runIdentity(run, staff, allowedToStaff)));
  const bAfter = await snapshotOf(b);
  snapshots = { aBefore, aAfter, bBefore, bAfter };
  console.log(
    `tenant isolation matrix: ${cases.length} cases over ${documented.length} routes in ${Math.round(performance.now() - started)} ms`,
  );
}, 400_000);

afterAll(async () => {
  await server?.close();
});

describe('tenant isolation matrix', () => {
  it('has an example for every documented route, and covers at least 500 cases', () => {
    const covered = new Set(ROUTE_EXAMPLES.map((example) => example.route));
    expect(documented.filter((route) => !covered.has(route))).toEqual([]);
    expect([...covered].filter((route) => !documented.includes(route))).toEqual([]);
    expect(new Set(cases.map((item) => item.example.route)).size).toBe(documented.length);
    expect(cases.length).toBeGreaterThanOrEqual(500);
  });

  it('never answers 500', () => {
    const failures = cases
      .filter((item) => item.answer.status >= 500)
      .map((item) => `${caseName(item)} → ${item.answer.status} ${item.answer.text}`);
    expect(failures).toEqual([]);
  });

  it('answers every member as the permission table says: refused with one error, or served', () => {
    const members = cases.filter((item) => item.identity.role !== undefined);
    const failures: string[] = [];
    let refused = 0;
    for (const item of members) {
      const role = item.identity.role ?? 'staff';
      const body = JSON.stringify(item.answer.body);
      const denied = item.answer.status === 403 && body === JSON.stringify(PERMISSION_DENIED);
      if (!allowed(role, item.example.route)) refused += 1;
      if (denied !== !allowed(role, item.example.route)) {
        failures.push(`${caseName(item)} → ${item.answer.status} ${item.answer.text}`);
      }
    }
    // Staff on the routes of products, settings and exports, with every kind of id.
    expect(refused).toBeGreaterThan(150);
    expect(new Set(members.map((item) => item.identity.name))).toEqual(
      new Set(['own restaurant', 'manager', 'staff', 'another restaurant']),
    );
    expect(failures).toEqual([]);
  });

  it('answers every request a member may make with their own ids with success', () => {
    const failures = cases
      .filter((item) => item.identity.signedIn && item.variant === 'own')
      .filter((item) => allowed(item.identity.role ?? 'staff', item.example.route))
      .filter((item) => item.answer.status >= 400)
      .map((item) => `${caseName(item)} → ${item.answer.status} ${item.answer.text}`);
    expect(failures).toEqual([]);
  });

  it('refuses signed-out, disabled and removed users on every non-public route with the one error shape', () => {
    const refused = cases.filter(
      (item) => !item.identity.signedIn && ruleOfRoute(item.example.route) !== 'public',
    );
    expect(refused.length).toBeGreaterThan(300);
    const failures = refused
      .filter(
        (item) =>
          item.answer.status !== 401 ||
          JSON.stringify(item.answer.body) !== JSON.stringify(UNAUTHENTICATED),
      )
      .map((item) => `${caseName(item)} → ${item.answer.status} ${item.answer.text}`);
    expect(failures).toEqual([]);
  });

  it('tells a disabled or removed user nothing on the public routes either', () => {
    const disabled = cases.filter(
      (item) =>
        (item.identity.name.startsWith('disabled') || item.identity.name === 'removed member') &&
        ruleOfRoute(item.example.route) === 'public',
    );
    for (const item of disabled) {
      if (item.example.route === 'GET /api/session') {
        expect(item.answer.body, caseName(item)).toEqual({ user: null });
      }
      if (item.example.route === 'POST /api/auth/login') {
        expect(item.answer.status, caseName(item)).toBe(401);
      }
    }
  });

  it('answers malformed ids with a 4xx', () => {
    const unknownScan = (item: Case) =>
      item.example.scannedText === true &&
      item.answer.status === 200 &&
      (item.answer.body as { kind?: string }).kind === 'unknown';
    const failures = cases
      .filter((item) => item.variant.startsWith('malformed') && !unknownScan(item))
      .filter((item) => item.answer.status < 400 || item.answer.status >= 500)
      .map((item) => `${caseName(item)} → ${item.answer.status} ${item.answer.text}`);
    expect(failures).toEqual([]);
  });

  it("answers another restaurant's id exactly like a missing one", () => {
    const failures: string[] = [];
    let compared = 0;
    for (const foreign of cases.filter((item) => item.variant === 'foreign')) {
      const missing = cases[cases.indexOf(foreign) + 1];
      if (missing?.variant !== 'missing' || missing.slot !== foreign.slot) {
        throw new Error(`no missing-id twin for ${caseName(foreign)}`);
      }
      const masks = [foreign.slotValue, missing.slotValue];
      const foreignShape = answerShape(foreign.answer, masks);
      const missingShape = answerShape(missing.answer, masks);
      compared += 1;
      if (JSON.stringify(foreignShape) !== JSON.stringify(missingShape)) {
        failures.push(
          `${caseName(foreign)}: foreign ${JSON.stringify(foreignShape)} ≠ missing ${JSON.stringify(missingShape)}`,
        );
      }
    }
    expect(compared).toBeGreaterThan(150);
    expect(failures).toEqual([]);
  });

  it("never shows one restaurant's data to another", () => {
    const failures: string[] = [];
    // An answer may echo what its own request sent, and the QR ids a restaurant's members took
    // over from another restaurant (free in their own) are its own bottles from then on.
    const takenOver = new Map<World, string[]>();
    for (const item of cases) {
      // A's members may see A; everyone else, A's marks; A's members, B's.
      const victim = item.identity.signedIn && item.identity.own === a ? b : a;
      const taken = takenOver.get(item.identity.own) ?? [];
      takenOver.set(item.identity.own, taken);
      const echoed = sentStrings(item.request).filter((text) =>
        victim.markers.some((marker) => text.includes(marker)),
      );
      let text = answerText(item.answer);
      for (const allowed of [...echoed, ...taken].sort((x, y) => y.length - x.length)) {
        text = text.replaceAll(allowed, '').replaceAll(encodeURIComponent(allowed), '');
      }
      if (item.slot === 'newBottleId' && item.variant === 'foreign' && item.answer.status < 400) {
        taken.push(item.slotValue);
      }
      const leaked = victim.markers.filter((marker) => text.includes(marker));
      if (leaked.length > 0) failures.push(`${caseName(item)} shows ${leaked.join(', ')}`);
    }
    expect(failures).toEqual([]);
  });

  it("leaves A's data unchanged by everyone else, and B's by A", () => {
    expect(snapshots.aAfter).toEqual(snapshots.aBefore);
    expect(snapshots.bAfter).toEqual(snapshots.bBefore);
  });
});
