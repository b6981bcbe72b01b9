import { performance } from 'node:perf_hooks';
import { createRandom, type Random } from '../../../bench/random.js';
import type { ScanResult } from '../../../domain/catalog.js';
import type { ErrorCode } from '../../../domain/errors.js';
import type { Bottle, Format } from '../../../domain/inventory.js';
import type { Location } from '../../../domain/restaurant.js';
import type { Snapshot } from '../../../domain/snapshot.js';
import { productRequest } from '../fixtures.js';
import { TestClient, type TestResponse } from '../test-client.js';
import { emptyLedger, type Ledger, type Placed } from './ledger.js';

export interface WorkloadOptions {
  baseUrl: string;
  /** An owner of the restaurant: every client is one more login of this account. */
  email: string;
  password: string;
  clients: number;
  opsPerClient: number;
  seed: number;
}

export interface WorkloadRun {
  ledger: Ledger;
  final: Snapshot;
  operations: number;
  durationMs: number;
  latencies: number[];
  /** Per operation kind: acknowledged and refused (an expected refusal, e.g. a QR id taken). */
  kinds: Record<string, { acknowledged: number; refused: number }>;
}

const CATEGORY = 'cat_wine';
const POP_UP_NAMES = ['Pop-up terrace', 'Pop-up bar', 'Pop-up cellar'];
const SHARED_LOCATION_NAMES = ['Shared room A', 'Shared room B'];
const SHARED_SUBCATEGORIES = ['subcat_shared_0', 'subcat_shared_1', 'subcat_shared_2'];
const BINS = ['', 'A', 'B'];
const INITIAL_BOTTLES = 10;

/** What every client can see of the shared state (as the live feed would show a real tab). */
interface Shared {
  formats: string[];
  ownLocations: Location[];
  /** The hall every client renames, by the name it last saw (stale names are refused). */
  hall: { id: string; name: string };
  livePopUps: Map<string, string>;
  contestedPool: string[];
}

const errorCode = (response: TestResponse) =>
  (response.body as { error?: { code?: ErrorCode; message?: string } }).error;

/**
 * 8 sessions of one restaurant issuing overlapping moves, removals, scans, intakes, QR
 * assignments, location renames and deletes and sub-category edits, with a fixed seed. Every
 * acknowledged answer goes into the ledger; `checkLedger` then judges the final snapshot.
 */
export async function runConcurrencyWorkload(options: WorkloadOptions): Promise<WorkloadRun> {
  const clients = await Promise.all(Array.from({ length: options.clients }, () => logIn(options)));
  const owner = clients[0];
  if (!owner) throw new Error('at least one client');
  const shared = await setUp(owner, clients, options);
  const baseline = await snapshotOf(owner);
  const ledger = emptyLedger(baseline, options.clients, CATEGORY);
  ledger.ownLocations = shared.ownLocations.map(({ id, name }) => ({ id, name }));
  ledger.hall = { id: shared.hall.id, initialName: shared.hall.name, renames: [] };
  for (const bottle of baseline.bottles) {
    const match = /^CC(\d+)-/.exec(bottle.id);
    if (match) {
      const { formatId, locationId, bin } = bottle;
      ledger.owned[Number(match[1])]?.set(bottle.id, { formatId, locationId, bin });
    }
  }

  const latencies: number[] = [];
  const kinds: WorkloadRun['kinds'] = {};
  const started = performance.now();
  await Promise.all(
    clients.map((client, index) =>
      new ClientRun(client, index, createRandom(options.seed * 1_000 + index), shared, ledger, {
        latencies,
        kinds,
      }).run(options.opsPerClient),
    ),
  );
  const durationMs = performance.now() - started;
  return {
    ledger,
    final: await snapshotOf(owner),
    operations: latencies.length,
    durationMs,
    latencies,
    kinds,
  };
}

async function logIn(options: WorkloadOptions): Promise<TestClient> {
  const client = new TestClient(options.baseUrl);
  const response = await client.post('/api/auth/login', {
    email: options.email,
    password: options.password,
  });
  if (response.status !== 200) throw new Error(`login failed: ${response.status}`);
  return client;
}

async function snapshotOf(client: TestClient): Promise<Snapshot> {
  const response = await client.get('/api/snapshot');
  if (response.status !== 200) throw new Error(`snapshot: ${response.status}`);
  return response.body as Snapshot;
}

async function expectOk(response: Promise<TestResponse>, what: string): Promise<unknown> {
  const answer = await response;
  if (answer.status >= 300) {
    throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return answer.body;
}

/** Two formats, one location (with bins A and B) per client, and 10 bottles per client in it. */
async function setUp(
  owner: TestClient,
  clients: TestClient[],
  options: WorkloadOptions,
): Promise<Shared> {
  const formats: string[] = [];
  for (const name of ['Concurrency Red', 'Concurrency White']) {
    const saved = (await expectOk(
      owner.post('/api/products', productRequest({ name })),
      'product',
    )) as { format: Format };
    formats.push(saved.format.id);
  }
  const ownLocations: Location[] = [];
  for (let index = 0; index < clients.length; index++) {
    let location = (await expectOk(
      owner.post('/api/locations', { name: `Room ${index} (${options.seed})` }),
      'location',
    )) as Location;
    for (const bin of ['A', 'B']) {
      location = (await expectOk(
        owner.post(`/api/locations/${location.id}/bins`, { name: bin }),
        'bin',
      )) as Location;
    }
    ownLocations.push(location);
    await expectOk(
      owner.post('/api/intake', {
        locationId: location.id,
        bin: 'A',
        stagedBottles: Array.from({ length: INITIAL_BOTTLES }, (_, bottle) => ({
          qrCodeId: `CC${index}-I${bottle}`,
          formatId: formats[bottle % formats.length],
        })),
      }),
      'initial intake',
    );
  }
  const hall = (await expectOk(
    owner.post('/api/locations', { name: `Hall (${options.seed})` }),
    'hall',
  )) as Location;
  const contestedPool = Array.from(
    { length: Math.max(20, Math.ceil((clients.length * options.opsPerClient) / 40)) },
    (_, index) => `CX-${index}`,
  );
  return {
    formats,
    ownLocations,
    hall: { id: hall.id, name: hall.name },
    livePopUps: new Map(),
    contestedPool,
  };
}

type Operation = () => Promise<void>;

/** One client: one operation at a time (its own order is the acknowledged order). */
class ClientRun {
  private readonly owned: Map<string, Placed>;
  private readonly ownSubcategories: Set<string>;
  private counter = 0;

  constructor(
    private readonly client: TestClient,
    private readonly index: number,
    private readonly random: Random,
    private readonly shared: Shared,
    private readonly ledger: Ledger,
    private readonly stats: Pick<WorkloadRun, 'latencies' | 'kinds'>,
  ) {
    this.owned = ledger.owned[index] ?? new Map();
    this.ownSubcategories = ledger.ownSubcategories[index] ?? new Set();
  }

  async run(operations: number): Promise<void> {
    const mix: Array<{ w: number; op: Operation }> = [
      { w: 28, op: () => this.move() },
      { w: 6, op: () => this.remove() },
      { w: 10, op: () => this.intakeOwn() },
      { w: 6, op: () => this.intakeContested() },
      { w: 6, op: () => this.assignQr() },
      { w: 2, op: () => this.removeQr() },
      { w: 16, op: () => this.scan() },
      { w: 6, op: () => this.renameOwnLocation() },
      { w: 4, op: () => this.renameHall() },
      { w: 4, op: () => this.createPopUp() },
      { w: 4, op: () => this.deletePopUp() },
      { w: 4, op: () => this.editOwnSubcategory() },
      { w: 4, op: () => this.editSharedSubcategory() },
    ];
    for (let done = 0; done < operations; done++) await this.random.weighted(mix).op();
  }

  /**
   * Sends one request. A 2xx is acknowledged (true); a refusal whose code is in `accepted` is one
   * that some interleaving explains (false); anything else is recorded as unexpected.
   */
  private async send(
    kind: string,
    method: string,
    path: string,
    body: unknown,
    accepted: ErrorCode[] = [],
    write = true,
  ): Promise<TestResponse | undefined> {
    const started = performance.now();
    const response = await this.client.request(method, path, body);
    this.stats.latencies.push(performance.now() - started);
    const tally = this.stats.kinds[kind] ?? { acknowledged: 0, refused: 0 };
    this.stats.kinds[kind] = tally;
    if (response.status < 300) {
      tally.acknowledged++;
      if (write) this.ledger.acknowledgedWrites++;
      return response;
    }
    const error = errorCode(response);
    if (response.status < 500 && error?.code && accepted.includes(error.code)) {
      tally.refused++;
      return undefined;
    }
    this.ledger.unexpected.push(
      `client ${this.index} ${kind} ${method} ${path}: ${response.status} ${JSON.stringify(response.body)}`,
    );
    return undefined;
  }

  private pickOwned(max: number): string[] {
    const ids = [...this.owned.keys()];
    const picked = new Set<string>();
    const wanted = Math.min(ids.length, this.random.int(1, max));
    while (picked.size < wanted) picked.add(this.random.pick(ids));
    return [...picked];
  }

  /** A stable location (any client's) with a bin, a pop-up (maybe deleted since), or nowhere. */
  private pickTarget(): { locationId: string | null; bin: string; popUp: boolean } {
    const popUps = [...this.shared.livePopUps.keys()];
    if (popUps.length > 0 && this.random.chance(0.15))
      return { locationId: this.random.pick(popUps), bin: '', popUp: true };
    if (this.random.chance(0.05)) return { locationId: null, bin: '', popUp: false };
    if (this.random.chance(0.1)) return { locationId: this.shared.hall.id, bin: '', popUp: false };
    const location = this.random.pick(this.shared.ownLocations);
    return { locationId: location.id, bin: this.random.pick(BINS), popUp: false };
  }

  private async move(): Promise<void> {
    if (this.owned.size === 0) return this.intakeOwn();
    // Bottles leave pop-ups as often as they arrive, so pop-ups empty out and can be deleted.
    const inPopUps = [...this.owned]
      .filter(([, placed]) => placed.locationId && this.shared.livePopUps.has(placed.locationId))
      .map(([id]) => id);
    const ids =
      inPopUps.length > 0 && this.random.chance(0.3) ? inPopUps.slice(0, 5) : this.pickOwned(5);
    const target = this.pickTarget();
    const body = { ids, locationId: target.locationId, bin: target.bin };
    const accepted: ErrorCode[] = target.popUp ? ['invalid-argument'] : [];
    if (!(await this.send('move', 'POST', '/api/batches/move', body, accepted))) return;
    for (const id of ids) {
      const placed = this.owned.get(id);
      if (placed) this.owned.set(id, { ...placed, locationId: target.locationId, bin: target.bin });
    }
  }

  private async remove(): Promise<void> {
    if (this.owned.size === 0) return this.intakeOwn();
    const ids = this.pickOwned(3);
    if (!(await this.send('remove', 'POST', '/api/batches/remove', { ids }))) return;
    for (const id of ids) {
      this.owned.delete(id);
      this.ledger.removed.add(id);
    }
  }

  private async intakeOwn(): Promise<void> {
    let target = this.pickTarget();
    if (target.locationId === null) target = { ...target, locationId: this.ownLocation().id };
    const staged = Array.from({ length: this.random.int(1, 5) }, () => ({
      qrCodeId: `CC${this.index}-N${this.counter++}`,
      formatId: this.random.pick(this.shared.formats),
    }));
    const body = { locationId: target.locationId, bin: target.bin, stagedBottles: staged };
    const accepted: ErrorCode[] = target.popUp ? ['invalid-argument'] : [];
    if (!(await this.send('intake', 'POST', '/api/intake', body, accepted))) return;
    for (const { qrCodeId, formatId } of staged) {
      this.owned.set(qrCodeId, {
        formatId: formatId,
        locationId: target.locationId,
        bin: target.bin,
      });
    }
  }

  /** The same label scanned on two phones: of concurrent intakes of one QR id, exactly one wins. */
  private async intakeContested(): Promise<void> {
    const ids = new Set([this.random.pick(this.shared.contestedPool)]);
    if (this.random.chance(0.3)) ids.add(this.random.pick(this.shared.contestedPool));
    const location = this.random.pick(this.shared.ownLocations);
    const formatId = this.random.pick(this.shared.formats);
    const body = {
      locationId: location.id,
      bin: '',
      stagedBottles: [...ids].map((qrCodeId) => ({ qrCodeId, formatId: formatId })),
    };
    if (
      !(await this.send('intake (contested id)', 'POST', '/api/intake', body, ['already-exists']))
    )
      return;
    for (const id of ids) this.contest(id, { formatId, locationId: location.id, bin: '' });
  }

  /** Assign a new QR to one of this client's bottles: its own new id, or a contested one. */
  private async assignQr(): Promise<void> {
    if (this.owned.size === 0) return this.intakeOwn();
    const [oldId] = this.pickOwned(1);
    const placed = oldId ? this.owned.get(oldId) : undefined;
    if (!oldId || !placed) return;
    const contested = this.random.chance(0.35);
    const newId = contested
      ? this.random.pick(this.shared.contestedPool)
      : `CC${this.index}-Q${this.counter++}`;
    const path = `/api/bottles/${encodeURIComponent(oldId)}/qr`;
    const accepted: ErrorCode[] = contested ? ['already-exists'] : [];
    if (!(await this.send('assign QR', 'PUT', path, { newId }, accepted))) return;
    this.owned.delete(oldId);
    this.ledger.removed.add(oldId);
    if (contested) this.contest(newId, placed);
    else this.owned.set(newId, placed);
  }

  private async removeQr(): Promise<void> {
    const scanned = [...this.owned.keys()].filter((id) => id.startsWith('CC'));
    if (scanned.length === 0) return this.intakeOwn();
    const id = this.random.pick(scanned);
    const placed = this.owned.get(id);
    const response = await this.send(
      'remove QR',
      'DELETE',
      `/api/bottles/${encodeURIComponent(id)}/qr`,
      undefined,
    );
    if (!response || !placed) return;
    const bottle = response.body as Bottle;
    this.owned.delete(id);
    this.ledger.removed.add(id);
    this.owned.set(bottle.id, placed);
  }

  /** A scan of one of this client's bottles must show where this client last put it. */
  private async scan(): Promise<void> {
    const own = this.owned.size > 0 && this.random.chance(0.6);
    const code = own
      ? this.random.pick([...this.owned.keys()])
      : this.random.pick(this.shared.contestedPool);
    const response = await this.send('scan', 'POST', '/api/scan', { code }, [], false);
    if (!response || !own) return;
    const result = response.body as ScanResult;
    const placed = this.owned.get(code);
    if (
      result.kind !== 'bottle' ||
      result.bottle.locationId !== placed?.locationId ||
      result.bottle.bin !== placed?.bin
    ) {
      this.ledger.unexpected.push(
        `client ${this.index} scan of its own ${code}: ${JSON.stringify(result)}, expected ${JSON.stringify(placed)}`,
      );
    }
  }

  private ownLocation(): { id: string; name: string } {
    const own = this.ledger.ownLocations[this.index];
    if (!own) throw new Error(`no location for client ${this.index}`);
    return own;
  }

  /** Only this client renames its location (from the name it saw), sometimes to a shared name. */
  private async renameOwnLocation(): Promise<void> {
    const own = this.ownLocation();
    const shared = this.random.pick(SHARED_LOCATION_NAMES);
    const contested = this.random.chance(0.3) && shared !== own.name;
    const name = contested ? shared : `Room ${this.index} v${this.counter++}`;
    const accepted: ErrorCode[] = contested ? ['already-exists'] : [];
    const body = { name, from: own.name };
    if (!(await this.send('rename location', 'PATCH', `/api/locations/${own.id}`, body, accepted)))
      return;
    own.name = name;
  }

  /**
   * Every client renames the hall from the name it last saw: of two renames from the same name,
   * one wins and the other is refused as stale (and learns the current name, as a tab would).
   */
  private async renameHall(): Promise<void> {
    const hall = this.shared.hall;
    const from = hall.name;
    const name = `Hall c${this.index}-${this.counter++}`;
    const path = `/api/locations/${hall.id}`;
    const started = performance.now();
    const response = await this.client.request('PATCH', path, { name, from });
    this.stats.latencies.push(performance.now() - started);
    const tally = this.stats.kinds['rename hall'] ?? { acknowledged: 0, refused: 0 };
    this.stats.kinds['rename hall'] = tally;
    if (response.status === 200) {
      tally.acknowledged++;
      this.ledger.acknowledgedWrites++;
      this.ledger.hall.renames.push({ from, name });
      if (hall.name === from) hall.name = name;
      return;
    }
    const error = errorCode(response) as { code?: string; details?: { name?: string } } | undefined;
    if (response.status === 409 && error?.code === 'aborted') {
      tally.refused++;
      if (error.details?.name) hall.name = error.details.name;
      return;
    }
    this.ledger.unexpected.push(
      `client ${this.index} rename hall: ${response.status} ${JSON.stringify(response.body)}`,
    );
  }

  private async createPopUp(): Promise<void> {
    const name = this.random.pick(POP_UP_NAMES);
    const response = await this.send('add location', 'POST', '/api/locations', { name }, [
      'already-exists',
    ]);
    if (!response) return;
    const location = response.body as Location;
    this.ledger.popUpsCreated.set(location.id, name);
    this.shared.livePopUps.set(location.id, name);
  }

  /**
   * Clear a pop-up of this client's bottles, then delete it: refused while another client's bottle
   * is there (or one was just moved in), not found if another client deleted it first.
   */
  private async deletePopUp(): Promise<void> {
    const known = [...this.ledger.popUpsCreated.keys()];
    if (known.length === 0) return this.createPopUp();
    const live = [...this.shared.livePopUps.keys()];
    const id =
      live.length > 0 && this.random.chance(0.8) ? this.random.pick(live) : this.random.pick(known);
    const mine = [...this.owned].filter(([, placed]) => placed.locationId === id);
    if (mine.length > 0) {
      const home = this.ownLocation().id;
      const body = { ids: mine.map(([bottleId]) => bottleId), locationId: home, bin: '' };
      if (!(await this.send('move', 'POST', '/api/batches/move', body))) return;
      for (const [bottleId, placed] of mine)
        this.owned.set(bottleId, { ...placed, locationId: home, bin: '' });
    }
    const path = `/api/locations/${id}`;
    if (!(await this.send('delete location', 'DELETE', path, undefined, ['not-found', 'aborted'])))
      return;
    this.ledger.popUpsDeleted.add(id);
    this.shared.livePopUps.delete(id);
  }

  private async editOwnSubcategory(): Promise<void> {
    const base = `/api/categories/${CATEGORY}/subcategories`;
    const existing = [...this.ownSubcategories];
    if (existing.length > 0 && this.random.chance(0.5)) {
      const key = this.random.pick(existing);
      if (await this.send('remove sub-category', 'DELETE', `${base}/${key}`, undefined))
        this.ownSubcategories.delete(key);
      return;
    }
    const key = `subcat_c${this.index}_${this.counter++}`;
    if (await this.send('add sub-category', 'POST', base, { key, en: key, fr: key }))
      this.ownSubcategories.add(key);
  }

  /** Shared keys: an add succeeds only while absent, a remove only while present. */
  private async editSharedSubcategory(): Promise<void> {
    const base = `/api/categories/${CATEGORY}/subcategories`;
    const key = this.random.pick(SHARED_SUBCATEGORIES);
    const tally = this.ledger.sharedSubcategories.get(key) ?? { adds: 0, removes: 0 };
    this.ledger.sharedSubcategories.set(key, tally);
    if (this.random.chance(0.5)) {
      const body = { key, en: key, fr: key };
      if (await this.send('add shared sub-category', 'POST', base, body, ['already-exists']))
        tally.adds++;
    } else if (
      await this.send('remove shared sub-category', 'DELETE', `${base}/${key}`, undefined, [
        'not-found',
      ])
    ) {
      tally.removes++;
    }
  }

  private contest(id: string, placed: Placed): void {
    const creations = this.ledger.contested.get(id) ?? [];
    creations.push(placed);
    this.ledger.contested.set(id, creations);
  }
}
