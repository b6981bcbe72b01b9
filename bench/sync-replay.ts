// Offline replay (decision 0046): `npm run build:server`, then `npm run bench:sync [-- sqlite|postgres]
// [--changes 500] [--cycles 20]`. On the built server (dist/server/main.js) as production runs it:
// 1. how long a phone's queue of 500 changes (moves, notes, new bottles) takes to replay, in
//    requests of MAX_SYNC_CHANGES, against the budget of 10 s;
// 2. kill cycles: a queue is replayed, the server is killed with SIGKILL at a random moment of the
//    request, restarted, and the whole queue replayed again until settled; then each change must be
//    in the change log exactly once (its batch found by the phone time it carries).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { MAX_SYNC_CHANGES, type QueuedChange, type SyncResult } from '../domain/sync.js';
import { type Db, openDatabase } from '../server/db/database.js';
import { builtServerMain, ServerChild } from '../server/test/durability/server-child.js';
import { productRequest } from '../server/test/fixtures.js';
import { createRandom, seedFromText } from './random.js';
import { withEmbeddedPostgres } from './with-embedded-postgres.js';

const { values, positionals } = parseArgs({
  options: {
    changes: { type: 'string', default: '500' },
    cycles: { type: 'string', default: '20' },
    seed: { type: 'string', default: '46' },
  },
  allowPositionals: true,
});
const CHANGES = Number(values.changes);
const CYCLES = Number(values.cycles);
const BUDGET_MS = 10_000;
const random = createRandom(seedFromText(values.seed));
const main = builtServerMain();

/** A signed-in phone: the server's address moves at each restart, the session stays. */
interface Phone {
  cookie: string;
  deviceId: string;
  nextSeq: number;
}

async function call(base: string, method: string, route: string, cookie: string, body?: unknown) {
  const response = await fetch(base + route, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${text}`);
  return {
    body: (text ? JSON.parse(text) : undefined) as unknown,
    cookie: response.headers.getSetCookie()[0]?.split(';')[0] ?? cookie,
  };
}

/** The first start's restaurant: an owner, two locations, a wine with 100 bottles. */
async function setUp(server: ServerChild) {
  const signup = await call(server.baseUrl, 'POST', '/api/auth/signup', '', {
    displayName: 'Bench Phone',
    restaurantName: 'Sync bench',
    email: 'sync@example.com',
    password: 'bench-password',
    inviteCode: await server.inviteCode(),
  });
  const cookie = signup.cookie;
  const place = async (name: string) =>
    (
      (await call(server.baseUrl, 'POST', '/api/locations', cookie, { name })).body as {
        id: string;
      }
    ).id;
  const locations = [await place('Cellar'), await place('Bar')];
  const bottles = Array.from({ length: 100 }, (_, i) => `SB-${i}`);
  const wine = await call(server.baseUrl, 'POST', '/api/products', cookie, {
    ...productRequest(),
    bottles: { ids: bottles },
  });
  const formatId = (wine.body as { format: { id: string } }).format.id;
  return { cookie, locations, bottles, formatId };
}

type World = Awaited<ReturnType<typeof setUp>>;

/** A phone's change: its time on the phone is unique (ms apart), so its batch can be found. */
let clock = Date.parse('2026-11-29T08:00:00.000Z');
function change(phone: Phone, operation: QueuedChange['operation'], input: QueuedChange['input']) {
  clock += 1;
  const queued: QueuedChange = {
    id: `${phone.deviceId}-${phone.nextSeq}`,
    seq: phone.nextSeq,
    madeAt: new Date(clock).toISOString(),
    operation,
    input,
  };
  phone.nextSeq += 1;
  return queued;
}

/** Sends the queue in turns of MAX_SYNC_CHANGES until every change is settled. */
async function replay(base: string, phone: Phone, queue: readonly QueuedChange[]) {
  const outcomes: SyncResult['outcomes'] = [];
  for (let start = 0; start < queue.length; start += MAX_SYNC_CHANGES) {
    const changes = queue.slice(start, start + MAX_SYNC_CHANGES);
    const answer = await call(base, 'POST', '/api/sync', phone.cookie, {
      deviceId: phone.deviceId,
      changes,
    });
    outcomes.push(...(answer.body as SyncResult).outcomes);
  }
  return outcomes;
}

async function timed(kind: string, server: ServerChild, world: World): Promise<number> {
  const phone: Phone = { cookie: world.cookie, deviceId: `timing-${kind}`, nextSeq: 1 };
  const queue = Array.from({ length: CHANGES }, (_, i) => {
    const bottle = world.bottles[i % world.bottles.length] ?? 'SB-0';
    if (i % 3 === 0) {
      const locationId = world.locations[i % 2] ?? null;
      return change(phone, 'moveBottles', { body: { ids: [bottle], locationId } });
    }
    if (i % 3 === 1) {
      return change(phone, 'updateBottle', { params: { id: bottle }, body: { notes: `n${i}` } });
    }
    return change(phone, 'addScannedBottles', {
      body: { ids: [`T-${kind}-${i}`], formatId: world.formatId, locationId: null, bin: '' },
    });
  });
  const started = performance.now();
  const outcomes = await replay(server.baseUrl, phone, queue);
  const ms = performance.now() - started;
  const applied = outcomes.filter((o) => o.outcome === 'applied' && !o.replayed).length;
  if (applied !== CHANGES) throw new Error(`${kind}: ${applied} of ${CHANGES} applied`);
  return ms;
}

/** How many batches of the change log carry each phone time. */
async function batchesByMadeAt(db: Db, madeAt: readonly string[]): Promise<Map<string, number>> {
  const rows = await db.kysely
    .selectFrom('change_batches')
    .select(['made_at'])
    .where('made_at', 'in', madeAt)
    .execute();
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row.made_at ?? '', (counts.get(row.made_at ?? '') ?? 0) + 1);
  return counts;
}

async function killCycles(
  kind: string,
  start: () => Promise<ServerChild>,
  first: ServerChild,
  world: World,
  openDb: () => Db,
  msPerChange: number,
) {
  let server = first;
  const phone: Phone = { cookie: world.cookie, deviceId: `kill-${kind}`, nextSeq: 1 };
  const perCycle = Math.max(1, Math.round(CHANGES / CYCLES));
  const all: QueuedChange[] = [];
  let killedMidRequest = 0;
  for (let cycle = 0; cycle < CYCLES; cycle++) {
    const queue = Array.from({ length: perCycle }, (_, i) =>
      change(phone, 'addScannedBottles', {
        body: {
          ids: [`K-${kind}-${cycle}-${i}`],
          formatId: world.formatId,
          locationId: null,
          bin: '',
        },
      }),
    );
    all.push(...queue);
    const sending = replay(server.baseUrl, phone, queue).then(
      () => 'answered',
      () => 'cut',
    );
    await new Promise((resolve) => setTimeout(resolve, random.next() * perCycle * msPerChange));
    await server.kill();
    if ((await sending) === 'cut') killedMidRequest += 1;
    server = await start();
    // The phone heard nothing back (or did not trust it): it replays the whole queue.
    const outcomes = await replay(server.baseUrl, phone, queue);
    const unsettled = outcomes.filter((o) => o.outcome !== 'applied');
    if (unsettled.length > 0) throw new Error(`${kind}: ${JSON.stringify(unsettled[0])}`);
  }
  await server.stop();
  const db = openDb();
  try {
    const counts = await batchesByMadeAt(
      db,
      all.map((c) => c.madeAt),
    );
    const lost = all.filter((c) => (counts.get(c.madeAt) ?? 0) === 0).length;
    const twice = all.filter((c) => (counts.get(c.madeAt) ?? 0) > 1).length;
    return { changes: all.length, lost, twice, killedMidRequest };
  } finally {
    await db.close();
  }
}

async function bench(kind: 'sqlite' | 'postgres', dataDir: string, url?: string) {
  const start = () => ServerChild.start(main, dataDir, url);
  const openDb = () =>
    openDatabase({ databaseUrl: url, sqliteFile: path.join(dataDir, 'cellar.sqlite') });
  const server = await start();
  const world = await setUp(server);
  const ms = await timed(kind, server, world);
  const kills = await killCycles(kind, start, server, world, openDb, ms / CHANGES);
  console.log(`
offline replay on ${kind} (built server, one phone)
  ${CHANGES} changes replayed      ${(ms / 1000).toFixed(2)} s (budget ${BUDGET_MS / 1000} s) ${ms <= BUDGET_MS ? 'ok' : 'OVER'}
  kill cycles (SIGKILL)        ${CYCLES} (${kills.killedMidRequest} with the request cut)
  changes replayed             ${kills.changes}
  lost                         ${kills.lost}
  applied twice                ${kills.twice}`);
  return ms <= BUDGET_MS && kills.lost === 0 && kills.twice === 0;
}

const kinds = (['sqlite', 'postgres'] as const).filter(
  (kind) => positionals.length === 0 || positionals.includes(kind),
);
let ok = true;
for (const kind of kinds) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cellar-sync-bench-'));
  try {
    ok =
      (kind === 'postgres'
        ? await withEmbeddedPostgres((url) => bench(kind, dataDir, url))
        : await bench(kind, dataDir)) && ok;
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
process.exit(ok ? 0 : 1);
