import type { Kysely } from 'kysely';
import type { StocktakePreview } from '../../../domain/stocktakes.js';
import type { Database } from '../../db/schema.js';
import type { Author } from '../../db/writer.js';
import { type BottleWrite, moveEachBottle } from '../inventory/index.js';

/**
 * What an applied stocktake keeps: the preview it applied, and the names of the wines and places
 * it lists as they were then, so the printed record and its CSV still read after a wine or a
 * location is renamed or deleted.
 */
export interface StocktakeRecord {
  preview: StocktakePreview;
  names: {
    /** By format id: the wine's name, vintage and bottle size. */
    formats: Record<string, { name: string; vintage: string; bottleSize: number }>;
    locations: Record<string, string>;
  };
}

export async function recordNames(
  db: Kysely<Database>,
  restaurantId: string,
  preview: StocktakePreview,
): Promise<StocktakeRecord['names']> {
  const formatIds = new Set<string>();
  const locationIds = new Set<string>();
  for (const bottle of preview.missing) {
    formatIds.add(bottle.formatId);
    if (bottle.locationId) locationIds.add(bottle.locationId);
  }
  for (const { bottle, scannedIn } of preview.foundElsewhere) {
    formatIds.add(bottle.formatId);
    if (bottle.locationId) locationIds.add(bottle.locationId);
    locationIds.add(scannedIn.locationId);
  }
  for (const row of preview.surplus) {
    formatIds.add(row.formatId);
    locationIds.add(row.locationId);
  }
  for (const totals of preview.perLocation) locationIds.add(totals.locationId);
  const [formats, locations] = await Promise.all([
    formatIds.size === 0
      ? []
      : db
          .selectFrom('formats as f')
          .innerJoin('products as p', (join) =>
            join
              .onRef('p.restaurant_id', '=', 'f.restaurant_id')
              .onRef('p.id', '=', 'f.product_id'),
          )
          .select(['f.id', 'p.name', 'f.vintage', 'f.bottle_size'])
          .where('f.restaurant_id', '=', restaurantId)
          .where('f.id', 'in', [...formatIds])
          .execute(),
    locationIds.size === 0
      ? []
      : db
          .selectFrom('locations')
          .select(['id', 'name'])
          .where('restaurant_id', '=', restaurantId)
          .where('id', 'in', [...locationIds])
          .execute(),
  ]);
  return {
    formats: Object.fromEntries(
      formats.map((row) => [
        row.id,
        { name: row.name, vintage: row.vintage, bottleSize: Number(row.bottle_size) },
      ]),
    ),
    locations: Object.fromEntries(locations.map((row) => [row.id, row.name])),
  };
}

/** Moves the found-elsewhere bottles to where they were scanned: three statements in all. */
export async function applyMoves(
  write: BottleWrite,
  actor: Author,
  preview: StocktakePreview,
): Promise<void> {
  const moves = preview.foundElsewhere.map(({ bottle, scannedIn }) => ({
    id: bottle.id,
    ...scannedIn,
  }));
  await moveEachBottle(write, actor, moves);
}
