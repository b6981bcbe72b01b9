import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import SqliteDatabase from 'better-sqlite3';
import { createRandom, type Random } from '../../../bench/random.js';
import type { Format } from '../../../domain/inventory.js';
import type { Location } from '../../../domain/restaurant.js';
import type { Snapshot } from '../../../domain/snapshot.js';
import { productRequest } from '../fixtures.js';
import { builtServerMain, ServerChild } from './server-child.js';

export interface CrashOptions {
  cycles: number;
  /** Writers running at once, each on its own bottles (so each knows its acknowledged order). */
  lanes?: number;
  seed?: number;
  /** The built server's main.js (default: dist/server/main.js or CELLAR_SERVER_MAIN). */
  main?: string;
  /** The kill comes this many ms after the server answers, chosen at random in the range. */
  killAfterMs?: [number, number];
  log?: (line: string) => void;
}

export interface CrashReport {
  cycles: number;
  /** Batches the server answered 200 to, and the bottles in them. */
  acknowledged: number;
  acknowledgedBottles: number;
  /** Batches in flight at the kill: found applied (whole) or not at all. */
  inFlightApplied: number;
  inFlightNotApplied: number;
  integrityChecks: number;
  violations: string[];
  durationMs: number;
}

type Batch =
  | { kind: 'intake'; ids: string[]; formats: string[]; locationId: string }
  | { kind: 'move'; ids: string[]; locationId: string }
  | { kind: 'remove'; ids: string[] };

/** What each bottle's location is, by id. */
type Bottles = Map<string, string | null>;

function applied(bottles: Bottles, batch: Batch): Bottles {
  const next = new Map(bottles);
  for (const id of batch.ids) {
    if (batch.kind === 'remove') next.delete(id);
    else next.set(id, batch.locationId);
  }
  return next;
}

function sameBottles(a: Bottles, b: Bottles): boolean {
  if (a.size !== b.size) return false;
  for (const [id, location] of a) if (!b.has(id) || b.get(id) !== location) return false;
  return true;
}

/** One writer: one batch at a time on its own bottles; at the kill at most one is in flight. */
class Lane {
  bottles: Bottles = new Map();
  inFlight: Batch | undefined;
  private counter = 0;

  constructor(
    readonly prefix: string,
    private readonly random: Random,
    private readonly world: { cookie: string; formats: string[]; locations: string[] },
    private readonly report: CrashReport,
  ) {}

  private sample(max: number): string[] {
    const ids = [...this.bottles.keys()];
    const wanted = this.random.int(1, Math.min(max, ids.length));
    for (let index = 0; index < wanted; index++) {
      const other = this.random.int(index, ids.length - 1);
      [ids[index], ids[other]] = [ids[other] as string, ids[index] as string];
    }
    return ids.slice(0, wanted);
  }

  private plan(): Batch {
    const locationId = this.random.pick(this.world.locations);
    const size = this.bottles.size;
    const roll = this.random.next();
    if (size < 40 || (size < 600 && roll < 0.3)) {
      const ids = Array.from(
        { length: this.random.int(5, 80) },
        () => `${this.prefix}${this.counter++}`,
      );
      const formats = ids.map(() => this.random.pick(this.world.formats));
      return { kind: 'intake', ids, formats, locationId };
    }
    if (roll < (size > 600 ? 0.5 : 0.8)) return { kind: 'move', ids: this.sample(150), locationId };
    return { kind: 'remove', ids: this.sample(60) };
  }

  private request(batch: Batch): { path: string; body: unknown } {
    if (batch.kind === 'intake') {
      const stagedBottles = batch.ids.map((qrCodeId, index) => ({
        qrCodeId,
        formatId: batch.formats[index],
      }));
      return {
        path: '/api/intake',
        body: { locationId: batch.locationId, bin: '', stagedBottles },
      };
    }
    if (batch.kind === 'move')
      return { path: '/api/batches/move', body: { ids: batch.ids, locationId: batch.locationId } };
    return { path: '/api/batches/remove', body: { ids: batch.ids } };
  }

  /** Sends batches until the server is gone. Only a complete 200 answer counts as acknowledged. */
  async drive(baseUrl: string, alive: () => boolean): Promise<void> {
    while (alive()) {
      const batch = this.plan();
      this.inFlight = batch;
      const { path: route, body } = this.request(batch);
      let status: number;
      let text: string;
      try {
        const response = await fetch(baseUrl + route, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: this.world.cookie },
          body: JSON.stringify(body),
        });
        status = response.status;
        text = await response.text();
      } catch {
        return; // killed: the batch stays in flight, applied whole or not at all
      }
      if (status === 200) {
        this.bottles = applied(this.bottles, batch);
        this.report.acknowledged++;
        this.report.acknowledgedBottles += batch.ids.length;
      } else {
        this.report.violations.push(`${this.prefix} ${batch.kind}: ${status} ${text}`);
      }
      this.inFlight = undefined;
    }
  }

  /** Compares this lane's bottles on disk with what was acknowledged (plus the batch in flight). */
  resolve(onDisk: Bottles): void {
    const mine: Bottles = new Map();
    for (const [id, location] of onDisk) if (id.startsWith(this.prefix)) mine.set(id, location);
    const batch = this.inFlight;
    this.inFlight = undefined;
    if (sameBottles(mine, this.bottles)) {
      if (batch) this.report.inFlightNotApplied++;
      return;
    }
    if (batch && sameBottles(mine, applied(this.bottles, batch))) {
      this.report.inFlightApplied++;
      this.bottles = mine;
      return;
    }
    const lost = [...this.bottles].filter(([id, location]) => mine.get(id) !== location);
    const extra = [...mine.keys()].filter((id) => !this.bottles.has(id));
    const touched = batch ? batch.ids.filter((id) => mine.get(id) !== this.bottles.get(id)) : [];
    this.report.violations.push(
      `${this.prefix}: ${lost.length} acknowledged bottles lost or misplaced (${lost
        .slice(0, 3)
        .map(([id]) => id)
        .join(', ')}), ${extra.length} unacknowledged present` +
        (batch
          ? `; in-flight ${batch.kind} of ${batch.ids.length} half applied (${touched.length})`
          : ''),
    );
    this.bottles = mine; // go on from what is there, so one fault is reported once
  }
}

async function post(
  baseUrl: string,
  route: string,
  body: unknown,
  cookie = '',
): Promise<{ body: unknown; cookie: string }> {
  const response = await fetch(baseUrl + route, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${route}: ${response.status} ${text}`);
  return {
    body: text ? JSON.parse(text) : undefined,
    cookie: response.headers.getSetCookie()[0]?.split(';')[0] ?? cookie,
  };
}

/** Signs up through the first start's invite code; two formats and four locations. */
async function setUp(server: ServerChild) {
  const signup = await post(server.baseUrl, '/api/auth/signup', {
    displayName: 'Crash Tester',
    restaurantName: 'Durability Bistro',
    email: 'crash@example.com',
    password: 'crash-test-password',
    inviteCode: await server.inviteCode(),
  });
  const cookie = signup.cookie;
  const restaurantId = (signup.body as { user: { restaurantId: string } }).user.restaurantId;
  const formats: string[] = [];
  for (const name of ['Crash Red', 'Crash White']) {
    const saved = await post(server.baseUrl, '/api/products', productRequest({ name }), cookie);
    formats.push((saved.body as { format: Format }).format.id);
  }
  const locations: string[] = [];
  for (const name of ['Cellar', 'Bar', 'Fridge', 'Terrace']) {
    const saved = await post(server.baseUrl, '/api/locations', { name }, cookie);
    locations.push((saved.body as Location).id);
  }
  return { cookie, restaurantId, formats, locations };
}

interface CrashedFile {
  integrity: string;
  bottles: Bottles;
  /** Faults of the change log against the rows: it is each bottle's history and the live feed. */
  logFaults: string[];
}

/**
 * The file as the crash left it, read-only: its integrity check, every bottle, and whether the
 * change log is in step (the restaurant's revision is its last batch; with `history`, each
 * bottle's last change says it exists exactly when it does, and where).
 */
function readCrashedFile(file: string, restaurantId: string, history: boolean): CrashedFile {
  const database = new SqliteDatabase(file, { readonly: true });
  try {
    const integrity = String(database.pragma('integrity_check', { simple: true }));
    const rows = database
      .prepare('select id, location_id from bottles where restaurant_id = ?')
      .all(restaurantId) as Array<{ id: string; location_id: string | null }>;
    const bottles: Bottles = new Map(rows.map((row) => [row.id, row.location_id]));
    const logFaults: string[] = [];
    const revisions = database
      .prepare(
        `select (select revision from restaurants where id = ?) as revision,
                (select max(revision) from change_batches where restaurant_id = ?) as logged`,
      )
      .get(restaurantId, restaurantId) as { revision: number; logged: number };
    if (revisions.revision !== revisions.logged)
      logFaults.push(`revision ${revisions.revision}, last logged batch ${revisions.logged}`);
    if (history) {
      const last = database
        .prepare(
          `select entity_id, op, data from (
             select e.value ->> 'id' as entity_id, e.value ->> 'op' as op,
                    e.value -> 'data' as data,
                    row_number() over (partition by e.value ->> 'id'
                                       order by b.revision desc, e.key desc) as n
             from change_batches as b join json_each(b.changes) as e
             where b.restaurant_id = ? and e.value ->> 'entity' = 'bottle') where n = 1`,
        )
        .all(restaurantId) as Array<{ entity_id: string; op: string; data: string | null }>;
      const logged = new Map(last.map((change) => [change.entity_id, change]));
      for (const [id, location] of bottles) {
        const change = logged.get(id);
        const data = (change?.data ? JSON.parse(change.data) : null) as {
          locationId?: string;
        } | null;
        if (change?.op !== 'put' || data?.locationId !== location)
          logFaults.push(`${id}: history ends ${change?.op ?? 'nowhere'}, row at ${location}`);
      }
      for (const [id, change] of logged) {
        if (change.op === 'put' && !bottles.has(id))
          logFaults.push(`${id}: history says present, no row`);
      }
    }
    return { integrity, bottles, logFaults };
  } finally {
    database.close();
  }
}

/**
 * Starts the built server, drives batch intakes, moves and removes from several writers, kills
 * it with SIGKILL at a random moment, and checks the file it left before starting it again:
 * `PRAGMA integrity_check` is ok, every acknowledged batch is there, and a batch in flight at the
 * kill is there whole or not at all. At the end the restarted server's snapshot must agree.
 */
export async function runCrashCycles(options: CrashOptions): Promise<CrashReport> {
  const main = options.main ?? builtServerMain();
  const random = createRandom(options.seed ?? 3);
  const [killMin, killMax] = options.killAfterMs ?? [10, 400];
  const report: CrashReport = {
    cycles: 0,
    acknowledged: 0,
    acknowledgedBottles: 0,
    inFlightApplied: 0,
    inFlightNotApplied: 0,
    integrityChecks: 0,
    violations: [],
    durationMs: 0,
  };
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cellar-crash-'));
  const file = path.join(dataDir, 'cellar.sqlite');
  const started = performance.now();
  try {
    let server = await ServerChild.start(main, dataDir);
    const world = await setUp(server);
    const lanes = Array.from(
      { length: options.lanes ?? 4 },
      (_, index) => new Lane(`D${index}-`, createRandom(random.int(0, 2 ** 31)), world, report),
    );
    for (let cycle = 1; cycle <= options.cycles; cycle++) {
      if (cycle > 1) server = await ServerChild.start(main, dataDir);
      let alive = true;
      const driving = Promise.all(lanes.map((lane) => lane.drive(server.baseUrl, () => alive)));
      await new Promise((resolve) => setTimeout(resolve, random.int(killMin, killMax)));
      alive = false;
      await server.kill();
      await driving;

      const history = cycle === options.cycles || cycle % 25 === 0;
      const crashed = readCrashedFile(file, world.restaurantId, history);
      report.integrityChecks++;
      if (crashed.integrity !== 'ok')
        report.violations.push(`cycle ${cycle}: integrity_check: ${crashed.integrity}`);
      for (const fault of crashed.logFaults.slice(0, 5))
        report.violations.push(`cycle ${cycle}: change log: ${fault}`);
      for (const lane of lanes) lane.resolve(crashed.bottles);
      for (const id of crashed.bottles.keys()) {
        if (!lanes.some((lane) => id.startsWith(lane.prefix)))
          report.violations.push(`cycle ${cycle}: a bottle nobody added: ${id}`);
      }
      report.cycles = cycle;
      if (cycle % 10 === 0 || cycle === options.cycles) {
        options.log?.(
          `cycle ${cycle}: ${report.acknowledged} batches acknowledged, ${report.violations.length} violations`,
        );
      }
    }

    // The restarted server must serve what the file holds: every acknowledged bottle, in place.
    server = await ServerChild.start(main, dataDir);
    try {
      const response = await fetch(`${server.baseUrl}/api/snapshot`, {
        headers: { cookie: world.cookie },
      });
      const snapshot = (await response.json()) as Snapshot;
      const served: Bottles = new Map(snapshot.bottles.map((b) => [b.id, b.locationId]));
      const expected: Bottles = new Map(lanes.flatMap((lane) => [...lane.bottles]));
      if (!sameBottles(served, expected))
        report.violations.push(
          `after restart the snapshot has ${served.size} bottles, ${expected.size} expected`,
        );
    } finally {
      await server.kill();
    }
    return report;
  } finally {
    report.durationMs = performance.now() - started;
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
