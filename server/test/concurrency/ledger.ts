import type { Bottle } from '../../../domain/inventory.js';
import type { Snapshot } from '../../../domain/snapshot.js';

/** Where a bottle is expected to be, from the acknowledged operations alone. */
export interface Placed {
  formatId: string;
  locationId: string | null;
  bin: string;
}

/**
 * What the 8 clients were told (2xx answers only), kept so the final state can be checked against
 * it. Each client's own bottles, location and sub-categories are touched by that client alone, so
 * their expected state follows from its acknowledged order; shared things (contested QR ids,
 * pop-up locations, shared sub-categories) are checked with invariants that hold in any order.
 */
export interface Ledger {
  /** The snapshot after set-up: bottles the workload never touched must be exactly as here. */
  baseline: Snapshot;
  /** Per client: its bottles by id, as its last acknowledged operation left them. */
  owned: Map<string, Placed>[];
  /** Ids an acknowledged remove or re-key took away (never handed out again). */
  removed: Set<string>;
  /** Contested QR ids: every acknowledged creation (intake or re-key) of each. */
  contested: Map<string, Placed[]>;
  /** Per client: the id and last acknowledged name of the location only it renames. */
  ownLocations: Array<{ id: string; name: string }>;
  /**
   * The hall, renamed by every client from the name it saw: the acknowledged renames must form
   * one chain from the first name to the final one (two from the same name = a lost update).
   */
  hall: { id: string; initialName: string; renames: Array<{ from: string; name: string }> };
  /** Pop-up locations: acknowledged creates (id → name) and acknowledged deletes. */
  popUpsCreated: Map<string, string>;
  popUpsDeleted: Set<string>;
  /** Per client: the sub-category keys it added and has not removed (under `category`). */
  ownSubcategories: Set<string>[];
  /** Shared sub-category keys: acknowledged adds and removes of each. */
  sharedSubcategories: Map<string, { adds: number; removes: number }>;
  category: string;
  /** Acknowledged writes: each commits exactly one revision. */
  acknowledgedWrites: number;
  /** Refusals no interleaving explains, 5xx answers, and reads that contradict the client's own writes. */
  unexpected: string[];
}

export function emptyLedger(baseline: Snapshot, clients: number, category: string): Ledger {
  return {
    baseline,
    owned: Array.from({ length: clients }, () => new Map()),
    removed: new Set(),
    contested: new Map(),
    ownLocations: [],
    hall: { id: '', initialName: '', renames: [] },
    popUpsCreated: new Map(),
    popUpsDeleted: new Set(),
    ownSubcategories: Array.from({ length: clients }, () => new Set()),
    sharedSubcategories: new Map(),
    category,
    acknowledgedWrites: 0,
    unexpected: [],
  };
}

export interface CheckResult {
  /** Named counts, each must be 0. */
  violations: Record<string, number>;
  /** The first few examples, to find the bug. */
  examples: string[];
  bottles: number;
}

/** The final state (one snapshot) against everything that was acknowledged. */
export function checkLedger(ledger: Ledger, final: Snapshot): CheckResult {
  const violations: Record<string, number> = {
    unexpectedAnswers: 0,
    lostUpdates: 0,
    lostOrPhantomCommits: 0,
    resurrectedRemoves: 0,
    duplicateBottles: 0,
    contestedIdsCreatedTwice: 0,
    phantomBottles: 0,
    bottlesInDeletedLocation: 0,
    bottlesInMissingBin: 0,
    negativeCounts: 0,
    countMismatches: 0,
    wrongLocationNames: 0,
    duplicateLocationNames: 0,
    popUpLocationMismatches: 0,
    subcategoryMismatches: 0,
  };
  const examples: string[] = [];
  const fail = (kind: string, example: string) => {
    violations[kind] = (violations[kind] ?? 0) + 1;
    if (examples.length < 20) examples.push(`${kind}: ${example}`);
  };

  for (const message of ledger.unexpected) fail('unexpectedAnswers', message);
  const revisions = final.revision - ledger.baseline.revision;
  if (revisions !== ledger.acknowledgedWrites) {
    fail(
      'lostOrPhantomCommits',
      `${ledger.acknowledgedWrites} writes acknowledged, ${revisions} revisions committed`,
    );
  }

  // Bottles: each id once; where the last acknowledged operation put it; nothing else.
  const byId = new Map<string, Bottle>();
  for (const bottle of final.bottles) {
    if (byId.has(bottle.id)) fail('duplicateBottles', bottle.id);
    byId.set(bottle.id, bottle);
  }
  const expected = new Map<string, Placed>();
  for (const bottle of ledger.baseline.bottles) {
    if (ledger.removed.has(bottle.id)) continue;
    const { formatId, locationId, bin } = bottle;
    expected.set(bottle.id, { formatId, locationId, bin });
  }
  for (const owned of ledger.owned) for (const [id, placed] of owned) expected.set(id, placed);
  for (const [id, creations] of ledger.contested) {
    if (creations.length > 1) fail('contestedIdsCreatedTwice', `${id} × ${creations.length}`);
    const first = creations[0];
    if (first) expected.set(id, first);
  }
  for (const id of ledger.removed) {
    if (byId.has(id) && !expected.has(id)) fail('resurrectedRemoves', id);
  }
  for (const [id, placed] of expected) {
    const bottle = byId.get(id);
    if (!bottle) {
      fail('lostUpdates', `${id} is missing`);
      continue;
    }
    if (
      bottle.formatId !== placed.formatId ||
      bottle.locationId !== placed.locationId ||
      bottle.bin !== placed.bin
    ) {
      fail(
        'lostUpdates',
        `${id} at ${bottle.locationId}/${bottle.bin}, expected ${placed.locationId}/${placed.bin}`,
      );
    }
  }
  for (const id of byId.keys()) {
    if (!expected.has(id) && !ledger.removed.has(id)) fail('phantomBottles', id);
  }

  // Locations: no bottle where no location (or bin) is; names as last renamed, and unique.
  const locations = new Map(final.restaurant.locations.map((location) => [location.id, location]));
  for (const bottle of final.bottles) {
    if (bottle.locationId === null) continue;
    const location = locations.get(bottle.locationId);
    if (!location) fail('bottlesInDeletedLocation', `${bottle.id} in ${bottle.locationId}`);
    else if (bottle.bin !== '' && !location.bins.includes(bottle.bin))
      fail('bottlesInMissingBin', `${bottle.id} in ${location.name}/${bottle.bin}`);
  }
  for (const own of ledger.ownLocations) {
    const name = locations.get(own.id)?.name;
    if (name !== own.name)
      fail('wrongLocationNames', `${own.id} is "${name}", expected "${own.name}"`);
  }
  if (ledger.hall.id) {
    const next = new Map<string, string>();
    for (const rename of ledger.hall.renames) {
      if (next.has(rename.from))
        fail(
          'lostUpdates',
          `hall renamed twice from "${rename.from}" (${next.get(rename.from)}, ${rename.name})`,
        );
      next.set(rename.from, rename.name);
    }
    let name = ledger.hall.initialName;
    for (let step = 0; step < ledger.hall.renames.length; step++) name = next.get(name) ?? name;
    const finalName = locations.get(ledger.hall.id)?.name;
    if (finalName !== name)
      fail(
        'wrongLocationNames',
        `hall is "${finalName}", its acknowledged renames end at "${name}"`,
      );
  }
  const names = final.restaurant.locations.map((location) => location.name);
  if (new Set(names).size !== names.length) fail('duplicateLocationNames', names.join(', '));
  for (const [id, name] of ledger.popUpsCreated) {
    const deleted = ledger.popUpsDeleted.has(id);
    const present = locations.get(id);
    if (deleted === (present !== undefined))
      fail(
        'popUpLocationMismatches',
        `${name} (${id}) ${deleted ? 'deleted but present' : 'lost'}`,
      );
  }
  for (const id of ledger.popUpsDeleted) {
    if (!ledger.popUpsCreated.has(id))
      fail('popUpLocationMismatches', `${id} deleted, never created`);
  }

  // Counts per format and per location: never negative, and as acknowledged.
  const count = (bottles: Iterable<{ formatId: string; locationId: string | null }>) => {
    const counts = new Map<string, number>();
    for (const bottle of bottles) {
      for (const key of [`format ${bottle.formatId}`, `location ${bottle.locationId}`])
        counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    return counts;
  };
  const actualCounts = count(final.bottles);
  const expectedCounts = count(expected.values());
  for (const [key, value] of actualCounts) if (value < 0) fail('negativeCounts', key);
  for (const key of new Set([...actualCounts.keys(), ...expectedCounts.keys()])) {
    if ((actualCounts.get(key) ?? 0) !== (expectedCounts.get(key) ?? 0))
      fail('countMismatches', `${key}: ${actualCounts.get(key)} ≠ ${expectedCounts.get(key)}`);
  }

  // Sub-categories: a client's own as it left them; a shared key alternates add, remove, add …
  const category = final.restaurant.categories.find((item) => item.key === ledger.category);
  const present = new Set(category?.subcategories.map((sub) => sub.key));
  for (const [client, keys] of ledger.ownSubcategories.entries()) {
    for (const key of keys)
      if (!present.has(key)) fail('subcategoryMismatches', `${key} of client ${client} lost`);
  }
  for (const key of present) {
    const client = /^subcat_c(\d+)_/.exec(key)?.[1];
    if (client !== undefined && !ledger.ownSubcategories[Number(client)]?.has(key))
      fail('subcategoryMismatches', `${key} removed but present`);
  }
  for (const [key, { adds, removes }] of ledger.sharedSubcategories) {
    const balance = adds - removes;
    if (balance !== 0 && balance !== 1)
      fail('subcategoryMismatches', `${key}: ${adds} adds, ${removes} removes acknowledged`);
    else if (present.has(key) !== (balance === 1))
      fail(
        'subcategoryMismatches',
        `${key}: ${adds} adds, ${removes} removes, present ${present.has(key)}`,
      );
  }

  return { violations, examples, bottles: final.bottles.length };
}

export function totalViolations(result: CheckResult): number {
  return Object.values(result.violations).reduce((sum, value) => sum + value, 0);
}
