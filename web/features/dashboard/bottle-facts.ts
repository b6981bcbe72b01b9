import type { Bottle } from '../../../domain/inventory.js';
import { countsAsManual } from '../../../domain/manual-id.js';

/** What the dashboard derives from the bottles alone. */
export interface BottleFacts {
  /** Each format's bottles, sorted by id. A list keeps its identity while its bottles do not change. */
  byFormat: ReadonlyMap<string, readonly Bottle[]>;
  manualCount: number;
  unassignedCount: number;
}

/** Beyond this many changed bottles, a full rebuild is as quick as patching. */
const PATCH_LIMIT = 2_000;

const byId = (a: Bottle, b: Bottle) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

function fullBuild(bottles: ReadonlyMap<string, Bottle>): BottleFacts {
  const byFormat = new Map<string, Bottle[]>();
  let manualCount = 0;
  let unassignedCount = 0;
  for (const bottle of bottles.values()) {
    const list = byFormat.get(bottle.formatId);
    if (list) list.push(bottle);
    else byFormat.set(bottle.formatId, [bottle]);
    if (countsAsManual(bottle.id)) manualCount++;
    if (!bottle.locationId) unassignedCount++;
  }
  for (const list of byFormat.values()) list.sort(byId);
  return { byFormat, manualCount, unassignedCount };
}

/**
 * The facts for `bottles`, patched from those of `previous` when few bottles changed: the live
 * store replaces only the bottles a change touched, so comparing objects finds them, and only
 * their formats' lists are rebuilt. The others keep their identity, so per-wine caches hold.
 */
export function bottleFactsFrom(
  bottles: ReadonlyMap<string, Bottle>,
  previous: { bottles: ReadonlyMap<string, Bottle>; facts: BottleFacts } | null,
): BottleFacts {
  if (previous === null) return fullBuild(bottles);
  const added: Bottle[] = [];
  const removed: Bottle[] = [];
  for (const [id, bottle] of bottles) {
    const old = previous.bottles.get(id);
    if (old === bottle) continue;
    added.push(bottle);
    if (old) removed.push(old);
    if (added.length > PATCH_LIMIT) return fullBuild(bottles);
  }
  if (bottles.size - added.length + removed.length !== previous.bottles.size) {
    for (const [id, old] of previous.bottles) if (!bottles.has(id)) removed.push(old);
  }
  if (removed.length > PATCH_LIMIT) return fullBuild(bottles);

  const touched = new Set<string>();
  let { manualCount, unassignedCount } = previous.facts;
  for (const bottle of removed) {
    touched.add(bottle.formatId);
    if (countsAsManual(bottle.id)) manualCount--;
    if (!bottle.locationId) unassignedCount--;
  }
  for (const bottle of added) {
    touched.add(bottle.formatId);
    if (countsAsManual(bottle.id)) manualCount++;
    if (!bottle.locationId) unassignedCount++;
  }
  const byFormat = new Map(previous.facts.byFormat);
  for (const formatId of touched) {
    const kept = (byFormat.get(formatId) ?? []).filter(
      (bottle) => bottles.get(bottle.id) === bottle,
    );
    const list = [...kept, ...added.filter((bottle) => bottle.formatId === formatId)].sort(byId);
    if (list.length > 0) byFormat.set(formatId, list);
    else byFormat.delete(formatId);
  }
  return { byFormat, manualCount, unassignedCount };
}
