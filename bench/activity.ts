/**
 * npx tsx bench/activity.ts [sqlite|postgres] [--rows 500000] [--runs 15]
 *
 * The Activity view with a year of history (500,000 change rows; budget: first page ≤ 100 ms
 * server time, next page ≤ 100 ms). A small restaurant is seeded, five members join the owner (one
 * of them since removed), and its change log gets `--rows` batches written directly, in chunks:
 * a year of scans and batches as a bar lives them (bottle moves, additions and removals of one to
 * sixty bottles, edits, QR changes, a few profile, glass-list and location changes), each with its
 * changes JSON and the kind and summary the Writer would give it (domain/activity-kinds.ts).
 * Then GET /api/activity's first page and the next one (its cursor), unfiltered and filtered by
 * person, by kind and by days: the server's own time (Server-Timing `app;dur=`), the first request
 * of each (nothing cached for it) and the median and worst of `--runs` more.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { summarizeBatch } from '../domain/activity-kinds.js';
import type { Change } from '../domain/live.js';
import type { Db } from '../server/db/database.js';
import { summaryColumns } from '../server/live/change-repo.js';
import { type BenchDatabase, ms, percentile, withBenchServer } from './bench-server.js';
import { createRandom, type Random } from './random.js';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { rows: { type: 'string', default: '500000' }, runs: { type: 'string', default: '15' } },
});
const database: BenchDatabase = positionals.includes('postgres') ? 'postgres' : 'sqlite';
const ROWS = Number(values.rows);
const RUNS = Number(values.runs);
const BUDGET_MS = 100;
const CHUNK = 1_000;
const YEAR_MS = 365 * 24 * 3600 * 1000;

interface Member {
  id: string;
  name: string;
  w: number;
}

interface Places {
  locations: { id: string; bins: string[] }[];
  formats: { id: string; productId: string }[];
}

/** The owner and five members (one removed), and who does how much of the work. */
async function addMembers(db: Db, restaurantId: string, ownerId: string): Promise<Member[]> {
  const members: Member[] = [
    { id: ownerId, name: 'Bench Owner', w: 10 },
    { id: 'bench-ana', name: 'Ana Martin', w: 30 },
    { id: 'bench-leo', name: 'Léo Petit', w: 32 },
    { id: 'bench-chloe', name: 'Chloé Durand', w: 20 },
    { id: 'bench-marc', name: 'Marc Blanc', w: 6 },
    { id: 'bench-ines', name: 'Inès Roux', w: 2 },
  ];
  const now = new Date().toISOString();
  await db.kysely
    .insertInto('users')
    .values(
      members.slice(1).map((member) => ({
        id: member.id,
        restaurant_id: restaurantId,
        email: `${member.id}@example.com`,
        display_name: member.name,
        password_hash: 'not-a-hash',
        role: member.id === 'bench-ana' ? ('manager' as const) : ('staff' as const),
        disabled_at: member.id === 'bench-marc' ? now : null,
        created_at: now,
      })),
    )
    .execute();
  return members;
}

async function readPlaces(db: Db, restaurantId: string): Promise<Places> {
  const [locations, bins, formats] = await Promise.all([
    db.kysely
      .selectFrom('locations')
      .select('id')
      .where('restaurant_id', '=', restaurantId)
      .execute(),
    db.kysely
      .selectFrom('bins')
      .select(['location_id', 'name'])
      .where('restaurant_id', '=', restaurantId)
      .execute(),
    db.kysely
      .selectFrom('formats')
      .select(['id', 'product_id'])
      .where('restaurant_id', '=', restaurantId)
      .execute(),
  ]);
  return {
    locations: locations.map((location) => ({
      id: location.id,
      bins: bins.filter((bin) => bin.location_id === location.id).map((bin) => bin.name),
    })),
    formats: formats.map((format) => ({ id: format.id, productId: format.product_id })),
  };
}

const ACTIONS = [
  { action: 'bottle.move', w: 34 },
  { action: 'bottle.add', w: 25 },
  { action: 'bottle.remove', w: 25 },
  { action: 'bottle.update', w: 8 },
  { action: 'bottle.rekey', w: 2 },
  { action: 'product.update', w: 2.5 },
  { action: 'product.add', w: 1.5 },
  { action: 'listing.put', w: 1.5 },
  { action: 'location.bin-add', w: 0.5 },
] as const;

/** How many bottles a scan or batch touches: mostly one, some a case, a few a delivery. */
function bottleCount(random: Random): number {
  const roll = random.next();
  if (roll < 0.7) return 1;
  if (roll < 0.95) return random.int(2, 12);
  return random.int(13, 60);
}

function batchChanges(random: Random, places: Places, serial: number): Change[] {
  const { action } = random.weighted(ACTIONS);
  const format = random.pick(places.formats);
  const location = random.pick(places.locations);
  const bin = location.bins.length > 0 ? random.pick(location.bins) : '';
  if (action.startsWith('bottle.')) {
    const changes: Change[] = [];
    const count = action === 'bottle.rekey' ? 1 : bottleCount(random);
    for (let index = 0; index < count; index++) {
      const id = `B${serial.toString(36)}-${index}`;
      const data = {
        id,
        formatId: format.id,
        locationId: location.id,
        bin,
        notes: '',
        addedDate: '2026-01-01T00:00:00.000Z',
      };
      changes.push({
        entity: 'bottle',
        id,
        op: action === 'bottle.remove' ? 'delete' : 'put',
        action,
        data,
      });
    }
    changes.push({
      entity: 'count',
      id: format.id,
      op: 'put',
      action: 'count.update',
      data: { formatId: format.id, places: [[location.id, count]] },
    });
    return changes;
  }
  if (action === 'listing.put') {
    const data = { id: `L${serial}`, formatId: format.id, glassPrice: 12 };
    return [{ entity: 'listing', id: data.id, op: 'put', action, data }];
  }
  if (action === 'location.bin-add') {
    const data = { id: location.id, name: 'Cave', bins: [...location.bins, `X${serial}`] };
    return [{ entity: 'location', id: location.id, op: 'put', action, data }];
  }
  const data = { id: format.productId, name: `Wine ${serial % 997}`, producer: 'Domaine' };
  return [{ entity: 'product', id: format.productId, op: 'put', action, data }];
}

/** A year of history: `rows` batches after the seed's revision, a few seconds apart, in chunks. */
async function writeHistory(
  db: Db,
  restaurantId: string,
  members: readonly Member[],
  places: Places,
): Promise<void> {
  const random = createRandom(15);
  const start = await db.kysely
    .selectFrom('restaurants')
    .select('revision')
    .where('id', '=', restaurantId)
    .executeTakeFirstOrThrow();
  const first = Number(start.revision) + 1;
  const began = Date.now() - YEAR_MS;
  for (let done = 0; done < ROWS; done += CHUNK) {
    const rows = [];
    for (let index = done; index < Math.min(ROWS, done + CHUNK); index++) {
      const changes = batchChanges(random, places, index);
      const [kind, summary] = summaryColumns(summarizeBatch(changes));
      const revision = first + index;
      rows.push({
        restaurant_id: restaurantId,
        revision,
        actor_user_id: random.weighted(members).id,
        at: new Date(began + Math.floor((index * YEAR_MS) / ROWS)).toISOString(),
        history_id: revision,
        changes: JSON.stringify(changes),
        kind,
        summary,
      });
    }
    await db.kysely.insertInto('change_batches').values(rows).execute();
  }
  const last = first + ROWS - 1;
  await db.kysely
    .updateTable('restaurants')
    .set({ revision: last })
    .where('id', '=', restaurantId)
    .execute();
  // A year's log was long since checkpointed out of SQLite's WAL (and written out by PostgreSQL):
  // the first read should not share the disk with copying 500,000 fresh rows.
  if (db.sqlite) db.sqlite.pragma('wal_checkpoint(TRUNCATE)');
  if (db.dialect === 'postgres') {
    await sql`select setval('change_history_ids', ${last})`.execute(db.kysely);
    // What autovacuum does within a minute of such a load on a running server (a year's log has
    // long been vacuumed: its pages are all visible).
    await sql`vacuum analyze change_batches`.execute(db.kysely);
    await sql`checkpoint`.execute(db.kysely);
  }
}

interface Timing {
  server: number;
  next: string | null;
  entries: number;
}

async function timed(baseUrl: string, cookie: string, query: string): Promise<Timing> {
  const response = await fetch(`${baseUrl}/api/activity${query}`, { headers: { cookie } });
  const body = (await response.json()) as { entries: unknown[]; next: string | null };
  if (!response.ok) throw new Error(`${query}: ${response.status} ${JSON.stringify(body)}`);
  const header = response.headers.get('server-timing') ?? '';
  return {
    server: Number(/dur=([\d.]+)/.exec(header)?.[1] ?? Number.NaN),
    next: body.next,
    entries: body.entries.length,
  };
}

function withCursor(query: string, cursor: string): string {
  return `${query}${query === '' ? '?' : '&'}cursor=${cursor}`;
}

await withBenchServer(
  database,
  async (server) => {
    const { db } = server.services;
    const { restaurantId, userId } = server.seeded;
    const members = await addMembers(db, restaurantId, userId);
    const places = await readPlaces(db, restaurantId);
    const writing = performance.now();
    await writeHistory(db, restaurantId, members, places);
    console.log(
      `${database}: ${ROWS.toLocaleString('en')} change rows written in ${((performance.now() - writing) / 1000).toFixed(1)} s`,
    );
    const day = (daysAgo: number) =>
      new Date(Date.now() - daysAgo * 24 * 3600 * 1000).toISOString();
    const cases: [string, string][] = [
      ['unfiltered', ''],
      ['person (Léo Petit, 32%)', '?person=bench-leo'],
      ['person (Inès Roux, 2%)', '?person=bench-ines'],
      ['kind (bottles moved, 34%)', '?kind=bottles-moved'],
      ['kind (QR codes, 2%)', '?kind=qr-codes'],
      ['person and kind (Inès Roux, QR codes)', '?person=bench-ines&kind=qr-codes'],
      // The worst case of two filters: a kind this person never did (the list ends empty).
      ['person and a kind they never did (Léo Petit, colors)', '?person=bench-leo&kind=colors'],
      ['days (a month, half a year ago)', `?from=${day(200)}&to=${day(170)}`],
    ];
    // The machine is shared: what else ran shows in the worst figures.
    console.log(
      `load average ${os
        .loadavg()
        .map((load) => load.toFixed(2))
        .join(' ')}`,
    );
    console.log(
      `GET /api/activity, server time (Server-Timing), first request then median / worst of ${RUNS}; budget ${BUDGET_MS} ms`,
    );
    let over = 0;
    for (const [label, query] of cases) {
      const firstPage = await timed(server.baseUrl, server.cookie, query);
      if (!firstPage.next) {
        console.log(
          `  ${label}: first page ${ms(firstPage.server)}, ${firstPage.entries} entries, no next page`,
        );
        continue;
      }
      const firstNext = await timed(
        server.baseUrl,
        server.cookie,
        withCursor(query, firstPage.next),
      );
      const pages: number[] = [];
      const nexts: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const page = await timed(server.baseUrl, server.cookie, query);
        pages.push(page.server);
        nexts.push(
          (await timed(server.baseUrl, server.cookie, withCursor(query, page.next ?? ''))).server,
        );
      }
      const worst = Math.max(firstPage.server, firstNext.server, ...pages, ...nexts);
      if (worst > BUDGET_MS) over += 1;
      console.log(
        `  ${label}: first page ${ms(firstPage.server)}, then ${ms(percentile(pages, 50))} / ${ms(Math.max(...pages))}; ` +
          `next page ${ms(firstNext.server)}, then ${ms(percentile(nexts, 50))} / ${ms(Math.max(...nexts))}` +
          `${worst > BUDGET_MS ? '  OVER BUDGET' : ''}`,
      );
    }
    console.log(over === 0 ? 'every page within budget' : `${over} case(s) over budget`);
    console.log(
      `load average ${os
        .loadavg()
        .map((load) => load.toFixed(2))
        .join(' ')}`,
    );
  },
  { dataset: { profiles: 300, formats: 500, bottles: 2_000 } },
);
