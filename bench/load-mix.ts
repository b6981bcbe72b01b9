/**
 * What bench/load.ts sends: each kind of request, how often it comes, and a model of the restaurant
 * that the load generator keeps so that every request is valid. The generator is the only writer,
 * and a bottle is never in two requests at once, so every write is expected to succeed and to make
 * exactly one new revision (the streams are then checked against that count).
 */
import type { Product } from '../domain/inventory.js';
import type { ProductInput } from '../domain/inventory-commands.js';
import type { Snapshot } from '../domain/snapshot.js';
import { makeEan13 } from './ean13.js';
import type { Random } from './random.js';

export interface LoadRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface Operation {
  request: LoadRequest;
  /** 2xx, and 304 where a revalidation may get one: anything else is an error. */
  expected(status: number): boolean;
  /** A refusal the request was built to get (it must change nothing). */
  refused?(status: number): boolean;
  /** After the answer: the model follows the write, and what the operation held is let go. */
  settle(ok: boolean, etag: string | null): void;
}

export interface Kind {
  name: string;
  write: boolean;
  /** Relative frequency. */
  w: number;
  make(cellar: Cellar, random: Random): Operation;
}

interface BottleState {
  formatId: string;
  locationId: string | null;
  bin: string;
}

const ok2xx = (status: number) => status >= 200 && status < 300;
const BATCH_SIZE = 50;
const CASE_SIZE = 6;

/** The generator's view of the restaurant, kept current by its own acknowledged writes. */
export class Cellar {
  private readonly bottles = new Map<string, BottleState>();
  /** Every bottle id, for picking at random; removed ones leave it at once. */
  private readonly ids: string[] = [];
  /** Bottles in a request now: nothing else touches them until it is answered. */
  private readonly busy = new Set<string>();
  /** Ids of bottles removed in this run (a late scan of one is refused). */
  readonly removed: string[] = [];
  readonly locations: Array<{ id: string; bins: string[] }>;
  readonly products: Product[];
  readonly formatIds: string[];
  readonly barcodes: string[];
  etag: string | null = null;
  private counter = 0;

  constructor(
    snapshot: Snapshot,
    /** Makes new label codes unique to this run. */
    private readonly tag: string,
    /** Enough for the load's batches and its requests in flight never to run out of bottles. */
    minimumBottles = 1000,
  ) {
    for (const bottle of snapshot.bottles) {
      this.bottles.set(bottle.id, {
        formatId: bottle.formatId,
        locationId: bottle.locationId,
        bin: bottle.bin,
      });
      this.ids.push(bottle.id);
    }
    this.locations = snapshot.restaurant.locations.map(({ id, bins }) => ({ id, bins }));
    this.products = snapshot.products;
    this.formatIds = snapshot.formats.map((format) => format.id);
    this.barcodes = snapshot.products.flatMap((product) => product.barcode ?? []);
    if (
      this.locations.length < 2 ||
      this.ids.length < minimumBottles ||
      this.barcodes.length === 0
    ) {
      throw new Error('the load needs the bench restaurant (bench/seed-restaurant.ts)');
    }
  }

  get bottleCount(): number {
    return this.ids.length;
  }

  /** A number not used before in this run: new label codes, supplier names, prices. */
  next(): number {
    this.counter += 1;
    return this.counter;
  }

  newLabel(): string {
    return `LD${this.tag}-${this.next()}`;
  }

  /** Any bottle id, busy or not (reads do not hold anything). */
  anyBottle(random: Random): string {
    return random.pick(this.ids);
  }

  /** Takes bottles no other request holds; `release` gives them back. */
  take(random: Random, count: number): string[] {
    const taken: string[] = [];
    while (taken.length < count) {
      const id = random.pick(this.ids);
      if (this.busy.has(id)) continue;
      this.busy.add(id);
      taken.push(id);
    }
    return taken;
  }

  release(ids: readonly string[]): void {
    for (const id of ids) this.busy.delete(id);
  }

  stateOf(id: string): BottleState {
    const state = this.bottles.get(id);
    if (!state) throw new Error(`no bottle ${id} in the model`);
    return state;
  }

  /** Somewhere other than where the bottle is now: a location, and one of its bins or none. */
  elsewhere(random: Random, from: BottleState | undefined): { locationId: string; bin: string } {
    for (;;) {
      const location = random.pick(this.locations);
      const bin = location.bins.length > 0 && random.chance(0.8) ? random.pick(location.bins) : '';
      if (!from || from.locationId !== location.id || from.bin !== bin) {
        return { locationId: location.id, bin };
      }
    }
  }

  place(id: string, locationId: string | null, bin: string): void {
    const state = this.stateOf(id);
    state.locationId = locationId;
    state.bin = bin;
  }

  add(id: string, state: BottleState): void {
    this.bottles.set(id, state);
    this.ids.push(id);
  }

  /** Out of the model before the request goes, so nothing else picks it meanwhile. */
  forget(id: string): void {
    this.bottles.delete(id);
    const index = this.ids.indexOf(id);
    const last = this.ids.pop();
    if (index >= 0 && last !== undefined && index < this.ids.length) this.ids[index] = last;
  }

  unknownBarcode(random: Random): string {
    // GS1 prefix 20–29 is for in-store use: no real product or seeded profile has one.
    return makeEan13('2', String(random.int(0, 99_999_999_999)).padStart(11, '0'));
  }
}

const json = (method: LoadRequest['method'], path: string, body: unknown): LoadRequest => ({
  method,
  path,
  body,
});

const read = (request: LoadRequest): Operation => ({
  request,
  expected: ok2xx,
  settle: () => undefined,
});

/** The product form's fields, as the edit dialog sends them back. */
function productInput(product: Product): ProductInput {
  const { id: _id, defaultFormatId: _default, ...input } = product;
  return input;
}

/**
 * A restaurant in service: mostly scans and single-bottle moves and removals, some batch work, a
 * few profile and price edits, and the odd tab opening (the compact snapshot, which /menu and the
 * dashboard both load; a reconnecting tab revalidates it with its ETag).
 */
export const kinds: readonly Kind[] = [
  {
    name: 'scan',
    write: false,
    w: 25,
    make: (cellar, random) => {
      const roll = random.next();
      const code =
        roll < 0.8
          ? cellar.anyBottle(random)
          : roll < 0.9
            ? random.pick(cellar.barcodes)
            : `UNKNOWN-${cellar.next()}`;
      return read(json('POST', '/api/scan', { code }));
    },
  },
  {
    name: 'barcode lookup',
    write: false,
    w: 12,
    make: (cellar, random) => {
      const code = random.chance(0.7)
        ? random.pick(cellar.barcodes)
        : cellar.unknownBarcode(random);
      return read({ method: 'GET', path: `/api/barcodes/${code}` });
    },
  },
  {
    name: 'snapshot (ETag)',
    write: false,
    w: 2,
    make: (cellar) => ({
      request: {
        method: 'GET',
        path: '/api/snapshot/compact',
        headers: {
          'accept-encoding': 'br',
          ...(cellar.etag ? { 'if-none-match': cellar.etag } : {}),
        },
      },
      expected: (status) => ok2xx(status) || status === 304,
      settle: (_ok, etag) => {
        if (etag) cellar.etag = etag;
      },
    }),
  },
  {
    name: 'menu data',
    write: false,
    w: 1,
    make: () =>
      read({
        method: 'GET',
        path: '/api/snapshot/compact',
        headers: { 'accept-encoding': 'br' },
      }),
  },
  {
    name: 'move',
    write: true,
    w: 18,
    make: (cellar, random) => {
      const [id = ''] = cellar.take(random, 1);
      const to = cellar.elsewhere(random, cellar.stateOf(id));
      return {
        request: json('PATCH', `/api/bottles/${encodeURIComponent(id)}`, to),
        expected: ok2xx,
        settle: (ok) => {
          if (ok) cellar.place(id, to.locationId, to.bin);
          cellar.release([id]);
        },
      };
    },
  },
  {
    name: 'batch move (50)',
    write: true,
    w: 3,
    make: (cellar, random) => {
      const ids = cellar.take(random, BATCH_SIZE);
      const to = cellar.elsewhere(random, undefined);
      return {
        request: json('POST', '/api/batches/move', { ids, ...to }),
        expected: ok2xx,
        settle: (ok) => {
          if (ok) for (const id of ids) cellar.place(id, to.locationId, to.bin);
          cellar.release(ids);
        },
      };
    },
  },
  {
    // A batch scanned with one bottle that another device has just removed: refused whole (404,
    // naming it), and nothing of it may happen (the revision count would show it).
    name: 'refused batch move',
    write: true,
    w: 1,
    make: (cellar, random) => {
      const gone =
        cellar.removed.length > 0 ? random.pick(cellar.removed) : `GONE-${cellar.next()}`;
      const ids = cellar.take(random, BATCH_SIZE - 1);
      const to = cellar.elsewhere(random, undefined);
      return {
        request: json('POST', '/api/batches/move', { ids: [...ids, gone], ...to }),
        expected: () => false,
        refused: (status) => status === 404,
        settle: () => cellar.release(ids),
      };
    },
  },
  {
    name: 'intake (case of 6)',
    write: true,
    w: 4,
    make: (cellar, random) => {
      const formatId = random.pick(cellar.formatIds);
      const to = cellar.elsewhere(random, undefined);
      const labels = Array.from({ length: CASE_SIZE }, () => cellar.newLabel());
      return {
        request: json('POST', '/api/intake', {
          ...to,
          stagedBottles: labels.map((qrCodeId) => ({ qrCodeId, formatId: formatId })),
        }),
        expected: ok2xx,
        settle: (ok) => {
          if (ok) for (const id of labels) cellar.add(id, { formatId, ...to });
        },
      };
    },
  },
  {
    name: 'remove',
    write: true,
    w: 6,
    make: (cellar, random) => {
      const [id = ''] = cellar.take(random, 1);
      cellar.forget(id);
      return {
        request: { method: 'DELETE', path: `/api/bottles/${encodeURIComponent(id)}` },
        expected: ok2xx,
        settle: (ok) => {
          if (ok) cellar.removed.push(id);
          cellar.release([id]);
        },
      };
    },
  },
  {
    name: 'profile edit',
    write: true,
    w: 6,
    make: (cellar, random) => {
      const product = random.pick(cellar.products);
      // A supplier never used before: the edit always changes something.
      const input = { ...productInput(product), supplier: `Load supplier ${cellar.next()}` };
      return {
        request: json('PUT', `/api/products/${encodeURIComponent(product.id)}`, { product: input }),
        expected: ok2xx,
        settle: () => undefined,
      };
    },
  },
  {
    name: 'price edit',
    write: true,
    w: 4,
    make: (cellar, random) => {
      const formatId = random.pick(cellar.formatIds);
      const price = 20 + (cellar.next() % 100_000) / 100;
      return {
        request: json('PATCH', `/api/formats/${encodeURIComponent(formatId)}`, { price }),
        expected: ok2xx,
        settle: () => undefined,
      };
    },
  },
];
