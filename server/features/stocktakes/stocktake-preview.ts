import { createHash } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { StocktakePreview } from '../../../domain/stocktakes.js';
import type { Database } from '../../db/schema.js';
import { readPlaces } from './stocktake-repo.js';

/**
 * What Apply would do now (decision 0016), read in a few statements that let the database do the
 * comparing, so 20,000 bottles cost a few queries and one pass:
 * - missing: expected at the start, not scanned, and still where they were expected (a bottle
 *   moved out of its place or removed by someone during the count is accounted for);
 * - found elsewhere: scanned in a counted place, recorded elsewhere (or unassigned), and still
 *   recorded where it was when scanned (a move by someone after the scan is the later word).
 */
export async function computePreview(
  db: Kysely<Database>,
  restaurantId: string,
  stocktakeId: string,
): Promise<StocktakePreview> {
  const [missingRows, foundRows, unknownRows, places] = await Promise.all([
    db
      .selectFrom('stocktake_expected as e')
      .innerJoin('bottles as b', (join) =>
        join
          .onRef('b.restaurant_id', '=', 'e.restaurant_id')
          .onRef('b.id', '=', 'e.bottle_id')
          .onRef('b.location_id', '=', 'e.location_id')
          .onRef('b.bin', '=', 'e.bin'),
      )
      .leftJoin('formats as f', (join) =>
        join.onRef('f.restaurant_id', '=', 'b.restaurant_id').onRef('f.id', '=', 'b.format_id'),
      )
      .leftJoin('stocktake_scans as s', (join) =>
        join
          .onRef('s.restaurant_id', '=', 'e.restaurant_id')
          .onRef('s.stocktake_id', '=', 'e.stocktake_id')
          .onRef('s.code', '=', 'e.bottle_id'),
      )
      .select(['e.bottle_id', 'e.location_id', 'e.bin', 'b.format_id', 'f.cost_cents'])
      .where('e.restaurant_id', '=', restaurantId)
      .where('e.stocktake_id', '=', stocktakeId)
      .where('s.code', 'is', null)
      .execute(),
    db
      .selectFrom('stocktake_scans as s')
      .innerJoin('bottles as b', (join) =>
        join.onRef('b.restaurant_id', '=', 's.restaurant_id').onRef('b.id', '=', 's.code'),
      )
      .select([
        's.code',
        's.location_id',
        's.bin',
        'b.format_id',
        'b.location_id as now_location_id',
        'b.bin as now_bin',
      ])
      .where('s.restaurant_id', '=', restaurantId)
      .where('s.stocktake_id', '=', stocktakeId)
      .where('s.outcome', '!=', 'unknown')
      .where(sql<boolean>`coalesce(b.location_id, '') = coalesce(s.recorded_location_id, '')`)
      .where(sql<boolean>`b.bin = coalesce(s.recorded_bin, '')`)
      .where(sql<boolean>`not (coalesce(b.location_id, '') = s.location_id and b.bin = s.bin)`)
      .execute(),
    db
      .selectFrom('stocktake_scans')
      .select('code')
      .where('restaurant_id', '=', restaurantId)
      .where('stocktake_id', '=', stocktakeId)
      .where('outcome', '=', 'unknown')
      .orderBy('code')
      .execute(),
    readPlaces(db, restaurantId, [stocktakeId]),
  ]);

  const byPlace = (a: { locationId: string | null; bin: string; id: string }, b: typeof a) =>
    (a.locationId ?? '').localeCompare(b.locationId ?? '') ||
    a.bin.localeCompare(b.bin) ||
    a.id.localeCompare(b.id);
  const missing = missingRows
    .map((row) => ({
      id: row.bottle_id,
      formatId: row.format_id,
      locationId: row.location_id,
      bin: row.bin,
      cost: row.cost_cents === null ? null : Number(row.cost_cents),
    }))
    .sort(byPlace);
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
    perLocation: [...perLocation.values()].sort((a, b) => a.locationId.localeCompare(b.locationId)),
    missingValue: { cost: missingCost, withoutCost },
  };
  return { token: tokenOf(preview), ...preview };
}

/**
 * Names what Apply would do: which bottles it removes and moves where, the unknown codes and the
 * totals. Costs are left out: a price edited meanwhile changes no bottle.
 */
function tokenOf(preview: Omit<StocktakePreview, 'token'>): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify([preview.expected, preview.counted, preview.unknownCodes]));
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
