import { createHash } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { StocktakePreview } from '../../../domain/stocktakes.js';
import type { DialectName } from '../../db/database.js';
import { oneOf } from '../../db/one-of.js';
import type { Database } from '../../db/schema.js';
import { reconcileQuantities } from './quantity-reconcile.js';
import { readQuantities } from './stocktake-quantity-repo.js';
import { readPlaces } from './stocktake-read-repo.js';

/**
 * What Apply would do now (decision 0016):
 * - missing: expected at the start, not scanned, and still where they were expected (a bottle
 *   moved out of its place or removed by someone during the count is accounted for);
 * - found elsewhere: scanned in a counted place, recorded elsewhere (or unassigned), and still
 *   recorded where it was when scanned (a move by someone after the scan is the later word);
 * - where manual bottles were counted by quantity, only as many are missing as the count fell
 *   short, and a count beyond them is surplus (quantity-reconcile.ts).
 * Each table is read on its own by key and the rows are matched here (the bottles with their
 * format's cost, by id): a join of three 20,000-row tables is only as quick as the planner's guess
 * of their sizes, and PostgreSQL, before it has analysed a table just filled, guessed one row and
 * took a nested loop (over 15 s).
 */
export async function computePreview(
  db: Kysely<Database>,
  dialect: DialectName,
  restaurantId: string,
  stocktakeId: string,
): Promise<StocktakePreview> {
  const [expectedRows, scanRows, places, quantities] = await Promise.all([
    db
      .selectFrom('stocktake_expected')
      .select(['bottle_id', 'location_id', 'bin'])
      .where('restaurant_id', '=', restaurantId)
      .where('stocktake_id', '=', stocktakeId)
      .execute(),
    db
      .selectFrom('stocktake_scans')
      .select(['code', 'outcome', 'location_id', 'bin', 'recorded_location_id', 'recorded_bin'])
      .where('restaurant_id', '=', restaurantId)
      .where('stocktake_id', '=', stocktakeId)
      .execute(),
    readPlaces(db, restaurantId, [stocktakeId]),
    readQuantities(db, restaurantId, stocktakeId),
  ]);
  const scanned = new Map(scanRows.map((row) => [row.code, row]));
  // Only the bottles that can be missing or found elsewhere are read: those expected and not
  // scanned, and those scanned away from where they were recorded. A bottle scanned where it was
  // recorded is neither, wherever it is now.
  const wanted = new Set<string>();
  for (const row of expectedRows) if (!scanned.has(row.bottle_id)) wanted.add(row.bottle_id);
  for (const row of scanRows) if (row.outcome === 'found-elsewhere') wanted.add(row.code);
  const bottles = await db
    .selectFrom('bottles')
    .innerJoin('formats', (join) =>
      join
        .onRef('formats.restaurant_id', '=', 'bottles.restaurant_id')
        .onRef('formats.id', '=', 'bottles.format_id'),
    )
    .select([
      'bottles.id',
      'bottles.format_id',
      'bottles.location_id',
      'bottles.bin',
      'bottles.added_at',
      'formats.cost_cents',
    ])
    .where('bottles.restaurant_id', '=', restaurantId)
    .where(oneOf(dialect, sql.ref('bottles.id'), [...wanted]))
    .execute();
  const now = new Map(bottles.map((row) => [row.id, row]));

  const candidates = expectedRows.flatMap((row) => {
    const bottle = now.get(row.bottle_id);
    if (scanned.has(row.bottle_id) || !bottle) return [];
    if (bottle.location_id !== row.location_id || bottle.bin !== row.bin) return [];
    return [
      {
        id: row.bottle_id,
        formatId: bottle.format_id,
        locationId: row.location_id,
        bin: row.bin,
        addedAt: bottle.added_at,
        cost: bottle.cost_cents === null ? null : Number(bottle.cost_cents),
      },
    ];
  });
  // Manual bottles counted by quantity are missing only as many as the count fell short.
  const { missing: missingRows, surplus } = reconcileQuantities(candidates, quantities);
  const foundRows = scanRows.flatMap((row) => {
    const bottle = row.outcome === 'found-elsewhere' ? now.get(row.code) : undefined;
    if (!bottle) return [];
    const movedSince =
      (bottle.location_id ?? '') !== (row.recorded_location_id ?? '') ||
      bottle.bin !== (row.recorded_bin ?? '');
    const where = bottle.location_id === row.location_id && bottle.bin === row.bin;
    if (movedSince || where) return [];
    return [
      {
        ...row,
        format_id: bottle.format_id,
        now_location_id: bottle.location_id,
        now_bin: bottle.bin,
      },
    ];
  });
  const unknownRows = scanRows
    .filter((row) => row.outcome === 'unknown')
    .sort((a, b) => compare(a.code, b.code));

  const byPlace = (a: { locationId: string | null; bin: string; id: string }, b: typeof a) =>
    compare(a.locationId ?? '', b.locationId ?? '') || compare(a.bin, b.bin) || compare(a.id, b.id);
  const missing = missingRows.map(({ addedAt: _addedAt, ...bottle }) => bottle).sort(byPlace);
  const foundElsewhere = foundRows
    .map((row) => ({
      bottle: {
        id: row.code,
        formatId: row.format_id,
        locationId: row.now_location_id,
        bin: row.now_bin,
      },
      scannedIn: { locationId: row.location_id, bin: row.bin },
    }))
    .sort((a, b) => byPlace(a.bottle, b.bottle));

  const perLocation = new Map<
    string,
    { locationId: string; expected: number; counted: number; missing: number; cost: number }
  >();
  const locationTotals = (locationId: string) => {
    let totals = perLocation.get(locationId);
    if (!totals) {
      totals = { locationId, expected: 0, counted: 0, missing: 0, cost: 0 };
      perLocation.set(locationId, totals);
    }
    return totals;
  };
  let expected = 0;
  let counted = 0;
  for (const place of places) {
    const totals = locationTotals(place.locationId);
    totals.expected += place.expected;
    totals.counted += place.counted;
    expected += place.expected;
    counted += place.counted;
  }
  let missingCost = 0;
  let withoutCost = 0;
  for (const bottle of missing) {
    const totals = locationTotals(bottle.locationId);
    totals.missing += 1;
    if (bottle.cost === null) withoutCost += 1;
    else {
      totals.cost += bottle.cost;
      missingCost += bottle.cost;
    }
  }
  const unknownCodes = unknownRows.map((row) => row.code);
  const preview = {
    expected,
    counted,
    missing: missing.map(({ cost: _cost, ...bottle }) => bottle),
    foundElsewhere,
    unknownCodes,
    surplus,
    perLocation: [...perLocation.values()].sort((a, b) => compare(a.locationId, b.locationId)),
    missingValue: { cost: missingCost, withoutCost },
  };
  return { token: tokenOf(preview), ...preview };
}

/** By code point: the same order on every machine, and cheaper than a collator on 20,000 ids. */
function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Names what Apply would do: which bottles it removes and moves where, the unknown codes and the
 * totals. Costs are left out: a price edited meanwhile changes no bottle.
 */
function tokenOf(preview: Omit<StocktakePreview, 'token'>): string {
  const hash = createHash('sha256');
  hash.update(
    JSON.stringify([preview.expected, preview.counted, preview.unknownCodes, preview.surplus]),
  );
  for (const bottle of preview.missing) {
    hash.update(`\nm ${bottle.id} ${bottle.locationId} ${bottle.bin}`);
  }
  for (const found of preview.foundElsewhere) {
    const { bottle, scannedIn } = found;
    hash.update(
      `\nf ${bottle.id} ${bottle.locationId} ${bottle.bin} ${scannedIn.locationId} ${scannedIn.bin}`,
    );
  }
  return hash.digest('base64url').slice(0, 32);
}
