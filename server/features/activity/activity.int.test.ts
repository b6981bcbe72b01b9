import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityEntry, ActivityPage, ActivityPeople } from '../../../domain/activity.js';
import type { Bottle, Format, Product } from '../../../domain/inventory.js';
import { addLocation, productRequest } from '../../test/fixtures.js';
import { type SignedUp, startTestServer, type TestServer } from '../../test/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

async function rename(member: SignedUp, name: string): Promise<void> {
  await server.services.db.kysely
    .updateTable('users')
    .set({ display_name: name })
    .where('id', '=', member.userId)
    .execute();
}

async function page(member: SignedUp, query = ''): Promise<ActivityPage> {
  const response = await member.client.get(`/api/activity${query}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as ActivityPage;
}

/** Every entry the query selects, page after page, and the pages' sizes. */
async function allPages(member: SignedUp, query = ''): Promise<ActivityEntry[]> {
  const entries: ActivityEntry[] = [];
  let cursor: string | null = null;
  do {
    const separator = query === '' ? '?' : '&';
    const body = await page(
      member,
      cursor === null ? query : `${query}${separator}cursor=${cursor}`,
    );
    entries.push(...body.entries);
    cursor = body.next;
  } while (cursor !== null);
  return entries;
}

async function logRevisions(restaurantId: string): Promise<number[]> {
  const rows = await server.services.db.kysely
    .selectFrom('change_batches')
    .select('revision')
    .where('restaurant_id', '=', restaurantId)
    .orderBy('revision', 'desc')
    .execute();
  return rows.map((row) => Number(row.revision));
}

/**
 * The owner Sam Sommelier saves a wine with 12 bottles in Cellar / A1; the manager Ana Martin
 * moves them to Cave 2 / B4; the staff member Léo Petit removes one.
 */
async function team() {
  const owner = await server.signUp();
  const manager = await server.addMember(owner, 'manager');
  const staff = await server.addMember(owner, 'staff');
  await rename(manager, 'Ana Martin');
  await rename(staff, 'Léo Petit');
  const cellar = await addLocation(server.services.writer, owner, 'Cellar', ['A1']);
  const cave = await addLocation(server.services.writer, owner, 'Cave 2', ['B4']);
  const saved = await owner.client.post('/api/products', {
    ...productRequest(),
    bottles: { count: 12, locationId: cellar, bin: 'A1' },
  });
  expect(saved.status).toBe(201);
  const { bottles, format } = saved.body as { product: Product; format: Format; bottles: Bottle[] };
  const ids = bottles.map((bottle) => bottle.id);
  const moved = await manager.client.post('/api/batches/move', {
    ids,
    locationId: cave,
    bin: 'B4',
  });
  expect(moved.status).toBe(200);
  const removed = await staff.client.delete(`/api/bottles/${ids[0]}`);
  expect(removed.status).toBe(204);
  return { owner, manager, staff, ids, format, cave };
}

describe('GET /api/activity', () => {
  it('names who did each change, newest first, with what they did', async () => {
    const { owner, manager, staff } = await team();
    const { entries, next } = await page(owner);
    expect(next).toBeNull();
    expect(entries.map((entry) => [entry.actor?.name, entry.kind, entry.count])).toEqual([
      ['Léo Petit', 'bottles-removed', 1],
      ['Ana Martin', 'bottles-moved', 12],
      ['Sam Sommelier', 'products-added', 1],
      ['Sam Sommelier', 'locations', 1],
      ['Sam Sommelier', 'locations', 1],
      // Each joined by a link, before the owner set up the cellar.
      ['Léo Petit', 'members-joined', 1],
      ['Ana Martin', 'members-joined', 1],
    ]);
    const [removal, move, added, cave] = entries;
    expect(move).toMatchObject({
      actor: { id: manager.userId, name: 'Ana Martin' },
      place: { location: 'Cave 2', bin: 'B4' },
    });
    expect(removal).toMatchObject({
      actor: { id: staff.userId },
      product: 'Gevrey-Chambertin Vieilles Vignes 2019',
      place: null,
    });
    expect(added?.product).toBe('Gevrey-Chambertin Vieilles Vignes');
    expect(cave?.name).toBe('Cave 2');
    const revisions = entries.map((entry) => entry.revision);
    expect(revisions).toEqual([...revisions].sort((a, b) => b - a));
    // Managers see it too.
    expect((await page(manager)).entries).toHaveLength(7);
  });

  it("lists a stock count's scans only when they are asked for by their kind", async () => {
    const { owner, staff, ids, cave } = await team();
    const started = await owner.client.post('/api/stocktakes', { places: [{ locationId: cave }] });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const { id } = started.body as { id: string };
    for (const code of ids.slice(1, 4)) {
      const scanned = await staff.client.post(`/api/stocktakes/${id}/scans`, {
        code,
        locationId: cave,
        bin: 'B4',
      });
      expect(scanned.status).toBe(200);
    }
    const listed = (await page(owner)).entries.map((entry) => entry.kind);
    expect(listed.slice(0, 2)).toEqual(['stocktakes', 'bottles-removed']);
    expect(listed).not.toContain('stocktake-scans');
    const scans = await page(owner, '?kind=stocktake-scans');
    expect(scans.entries.map((entry) => [entry.actor?.id, entry.kind])).toEqual([
      [staff.userId, 'stocktake-scans'],
      [staff.userId, 'stocktake-scans'],
      [staff.userId, 'stocktake-scans'],
    ]);
  });

  it('filters by person, by kind of change and by time', async () => {
    const { owner, manager, staff } = await team();
    const byAna = await page(owner, `?person=${manager.userId}`);
    expect(byAna.entries.map((entry) => entry.kind)).toEqual(['bottles-moved', 'members-joined']);
    const removals = await page(owner, '?kind=bottles-removed');
    expect(removals.entries.map((entry) => entry.actor?.id)).toEqual([staff.userId]);
    const both = await page(owner, `?person=${staff.userId}&kind=bottles-moved`);
    expect(both.entries).toEqual([]);

    const all = (await page(owner)).entries;
    const move = all.find((entry) => entry.kind === 'bottles-moved');
    if (!move) throw new Error('no move');
    const before = await page(owner, `?to=${encodeURIComponent(move.at)}`);
    expect(before.entries.every((entry) => entry.at < move.at)).toBe(true);
    expect(before.entries.some((entry) => entry.revision === move.revision)).toBe(false);
    const since = await page(owner, `?from=${encodeURIComponent(move.at)}`);
    expect(since.entries.map((entry) => entry.revision)).toContain(move.revision);
    expect(since.entries.every((entry) => entry.at >= move.at)).toBe(true);

    expect((await owner.client.get('/api/activity?kind=everything')).status).toBe(400);
    expect((await owner.client.get('/api/activity?cursor=12')).status).toBe(400);
    expect((await owner.client.get('/api/activity?from=yesterday')).status).toBe(400);
  });

  it('pages by cursor with no entry twice and none left out while changes arrive', async () => {
    const { owner, manager, ids } = await team();
    const id = ids[1] ?? '';
    for (let note = 0; note < 110; note++) {
      const response = await manager.client.patch(`/api/bottles/${id}`, { notes: `n${note}` });
      expect(response.status).toBe(200);
    }
    const atStart = await logRevisions(owner.restaurantId);
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const body: ActivityPage = await page(owner, cursor === null ? '' : `?cursor=${cursor}`);
      expect(body.entries.length).toBeLessThanOrEqual(50);
      seen.push(...body.entries.map((entry) => entry.revision));
      cursor = body.next;
      // Others keep working meanwhile: newer changes do not shift the older pages.
      await manager.client.patch(`/api/bottles/${id}`, { notes: `during ${seen.length}` });
    } while (cursor !== null);
    expect(seen).toEqual(atStart);
    expect(new Set(seen).size).toBe(seen.length);

    const mine = await allPages(owner, `?person=${manager.userId}`);
    // Her join, her move, her 110 notes and the 3 made while paging.
    expect(mine).toHaveLength(1 + 1 + 110 + 3);
    expect(mine.every((entry) => entry.actor?.name === 'Ana Martin')).toBe(true);
  });

  it('keeps the name of a removed member and lists them among the people', async () => {
    const { owner, manager } = await team();
    await server.services.db.kysely
      .updateTable('users')
      .set({ disabled_at: new Date().toISOString() })
      .where('id', '=', manager.userId)
      .execute();
    const { entries } = await page(owner, `?person=${manager.userId}`);
    expect(entries.map((entry) => entry.actor?.name)).toEqual(['Ana Martin', 'Ana Martin']);
    const { people } = (await owner.client.get('/api/activity/people')).body as ActivityPeople;
    expect(people.map((person) => [person.name, person.removed])).toEqual([
      ['Ana Martin', true],
      ['Léo Petit', false],
      ['Sam Sommelier', false],
    ]);
  });

  it('names who changed whose role and who removed whom from the team', async () => {
    const { owner, manager, staff } = await team();
    const promoted = await owner.client.patch(`/api/team/members/${staff.userId}`, {
      role: 'manager',
    });
    expect(promoted.status, JSON.stringify(promoted.body)).toBe(204);
    const removed = await owner.client.delete(`/api/team/members/${manager.userId}`);
    expect(removed.status).toBe(204);
    const { entries } = await page(owner);
    expect(
      entries.slice(0, 2).map((entry) => [entry.actor?.name, entry.kind, entry.name, entry.role]),
    ).toEqual([
      ['Sam Sommelier', 'members-removed', 'Ana Martin', null],
      ['Sam Sommelier', 'roles-changed', 'Léo Petit', 'manager'],
    ]);
    const roles = (await page(owner, '?kind=roles-changed')).entries;
    expect(roles.map((entry) => entry.name)).toEqual(['Léo Petit']);
    // A role set to the one the member has changes nothing, and says nothing.
    const same = await owner.client.patch(`/api/team/members/${staff.userId}`, {
      role: 'manager',
    });
    expect(same.status).toBe(204);
    expect((await page(owner)).entries).toHaveLength(entries.length);
  });

  it('lists a member who joined by a link, with the role invited as; a refused join says nothing', async () => {
    const owner = await server.signUp();
    const invite = async (role: string) => {
      const invited = await owner.client.post('/api/team/invites', { role });
      expect(invited.status).toBe(201);
      return (invited.body as { code: string }).code;
    };
    const join = (code: string, email: string) =>
      server.client().post(`/api/join/${code}`, {
        displayName: 'Ana Martin',
        email,
        password: 'correct horse',
      });
    const email = `${randomUUID()}@example.com`;
    const code = await invite('manager');
    expect((await join(code, email)).status).toBe(201);
    // The link used, then a new one with an email already taken: neither joins.
    expect((await join(code, `${randomUUID()}@example.com`)).status).toBe(403);
    expect((await join(await invite('staff'), email)).status).toBe(409);

    const { entries } = await page(owner, '?kind=members-joined');
    expect(entries.map((entry) => [entry.actor?.name, entry.kind, entry.name, entry.role])).toEqual(
      [['Ana Martin', 'members-joined', 'Ana Martin', 'manager']],
    );
    const { people } = (await owner.client.get('/api/activity/people')).body as ActivityPeople;
    expect(people.map((person) => person.name)).toContain('Ana Martin');
  });

  it('refuses staff, and never lists another restaurant', async () => {
    const { owner, staff } = await team();
    for (const path of ['/api/activity', '/api/activity/people', '/api/activity.csv']) {
      const refused = await staff.client.get(path);
      expect(refused.status, path).toBe(403);
      expect((refused.body as { error: { reason: string } }).error.reason).toBe(
        'permission-denied',
      );
    }
    const other = await team();
    const ours = (await allPages(owner)).map((entry) => entry.revision);
    expect(ours).toEqual(await logRevisions(owner.restaurantId));
    expect((await page(owner, `?person=${other.manager.userId}`)).entries).toEqual([]);
    const { people } = (await owner.client.get('/api/activity/people')).body as ActivityPeople;
    expect(people.map((person) => person.id)).not.toContain(other.manager.userId);
  });
});

describe('GET /api/activity.csv', () => {
  it('exports the filtered list, newest first, a row per change', async () => {
    const { owner, manager } = await team();
    const response = await owner.client.get(`/api/activity.csv?person=${manager.userId}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toMatch(
      /attachment; filename="cellar-activity-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = String(response.body)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'at,revision,personId,person,kind,count,location,bin,product,name,reason,role,changes,file',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`,${manager.userId},Ana Martin,bottles-moved,12,Cave 2,B4,`);
    expect(lines[2]).toMatch(/,members-joined,1,,,,manager \w+,,manager,,$/);
    const all = String((await owner.client.get('/api/activity.csv')).body)
      .trim()
      .split('\r\n');
    expect(all).toHaveLength(1 + 7);
  });
});

describe('GET /api/bottles/:id/history', () => {
  it('names the person who moved the bottle', async () => {
    const { owner, ids } = await team();
    const history = (await owner.client.get(`/api/bottles/${ids[1]}/history`)).body as {
      history: Array<{ action: string; actorName: string }>;
    };
    expect(history.history.map((entry) => [entry.action, entry.actorName])).toEqual([
      ['bottle.add', 'Sam Sommelier'],
      ['bottle.move', 'Ana Martin'],
    ]);
  });
});
