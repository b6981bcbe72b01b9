import { type FormatCounts, formatCountsSchema } from './bottle-counts.js';
import { type Format, formatSchema, type Product, productSchema } from './inventory.js';
import type { Change, ChangeBatch, ChangeEntity } from './live.js';
import {
  type Category,
  type Color,
  categorySchema,
  colorSchema,
  type GlassListing,
  glassListingSchema,
  type Location,
  locationSchema,
  restaurantSchema,
} from './restaurant.js';
import type { RestaurantModel } from './snapshot.js';
import type { z } from './zod.js';

/**
 * One restaurant's model at one revision (decision 0013: its wines, formats and where their
 * bottles are, not the bottles), as maps by id, and the one rule that moves it to the next
 * revision: the browser's live store and the server's in-memory copy of a restaurant (which
 * builds models without re-reading the database) both apply the change feed with applyBatch.
 * Bottle changes are for the lists a screen has open (web/lib/bottle-list.ts): their counts
 * come as count changes.
 */
interface Collections {
  products: Product;
  formats: Format;
  /** By format id. */
  counts: FormatCounts;
  colors: Color;
  locations: Location;
  categories: Category;
  listings: GlassListing;
}

export interface RestaurantInfo {
  id: string;
  name: string;
  currency: string;
}

export type RestaurantData = { [K in keyof Collections]: ReadonlyMap<string, Collections[K]> } & {
  revision: number;
  restaurant: RestaurantInfo;
};

/**
 * What the model does not hold: the Guest Menu Link manager, the Reports screens, the Team
 * manager and the purchase orders' screens read their own state, and the Activity view its own list.
 */
const SCREEN_OWN = ['guest-link', 'report', 'member', 'purchase-order', 'supplier'] as const;
type ScreenOwnEntity = (typeof SCREEN_OWN)[number];

function isScreenOwn(entity: ChangeEntity): entity is ScreenOwnEntity {
  return (SCREEN_OWN as readonly ChangeEntity[]).includes(entity);
}

/** Which collection each kind of change lands in, and the schema its `data` must match. */
const collectionOf = {
  product: ['products', productSchema],
  format: ['formats', formatSchema],
  count: ['counts', formatCountsSchema],
  color: ['colors', colorSchema],
  location: ['locations', locationSchema],
  category: ['categories', categorySchema],
  listing: ['listings', glassListingSchema],
} as const satisfies Record<
  Exclude<ChangeEntity, 'restaurant' | 'bottle' | 'stocktake' | ScreenOwnEntity>,
  readonly [keyof Collections, z.ZodType]
>;

/** The model's maps by name, each once: what a copy of the model keeps (web/lib/offline-store.ts). */
export type Collection = keyof Collections;
export const COLLECTIONS: readonly Collection[] = [
  ...new Set(Object.values(collectionOf).map(([collection]) => collection)),
];

// A change that carries no currency keeps the one held.
const restaurantInfoSchema = restaurantSchema
  .pick({ id: true, name: true, currency: true })
  .partial({ currency: true });

function byKey<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T> {
  return new Map(items.map((item) => [keyOf(item), item]));
}

export function dataFromModel(model: RestaurantModel): RestaurantData {
  const { restaurant } = model;
  return {
    revision: model.revision,
    restaurant: { id: restaurant.id, name: restaurant.name, currency: restaurant.currency },
    products: byKey(model.products, (product) => product.id),
    formats: byKey(model.formats, (format) => format.id),
    counts: byKey(model.counts, (counts) => counts.formatId),
    colors: byKey(restaurant.colors, (color) => color.id),
    locations: byKey(restaurant.locations, (location) => location.id),
    // Categories are keyed by their cat_ key, which is also their id in the change feed.
    categories: byKey(restaurant.categories, (category) => category.key),
    listings: byKey(restaurant.listings, (listing) => listing.id),
  };
}

/**
 * `data` after one transaction's changes, or why not: `stale` when it already has that revision,
 * `invalid` when a change's data does not match its entity's schema (then nothing is applied).
 * A collection the batch does not touch keeps its map, so whatever reads only it does not change.
 */
export function applyBatch(
  data: RestaurantData,
  batch: ChangeBatch,
): RestaurantData | 'stale' | 'invalid' {
  // A reconnect replays from Last-Event-ID; anything at or below our revision is already in.
  if (batch.revision <= data.revision) return 'stale';
  const parsed = parseChanges(batch.changes);
  if (parsed === 'invalid') return 'invalid';

  const next: Record<string, unknown> = { ...data, revision: batch.revision };
  const copied = new Set<string>();
  for (const change of parsed) {
    // A stock count's scans are for the count screen, which follows them itself.
    if (change.entity === 'bottle' || change.entity === 'stocktake') continue;
    if (isScreenOwn(change.entity)) continue;
    if (change.entity === 'restaurant') {
      next.restaurant = { ...data.restaurant, ...(change.data as Partial<RestaurantInfo>) };
      continue;
    }
    const [collection] = collectionOf[change.entity];
    if (!copied.has(collection)) {
      copied.add(collection);
      next[collection] = new Map<string, unknown>(data[collection]);
    }
    const map = next[collection] as Map<string, unknown>;
    if (change.op === 'delete') map.delete(change.id);
    else map.set(change.id, change.data);
  }
  return next as RestaurantData;
}

type ParsedChange = Pick<Change, 'entity' | 'id' | 'op' | 'data'>;

/** Every change's data checked against its entity's schema, before anything is applied. */
function parseChanges(changes: readonly Change[]): ParsedChange[] | 'invalid' {
  const parsed: ParsedChange[] = [];
  for (const change of changes) {
    // A bottle's own change is checked by the list that holds it, if any.
    if (change.entity === 'bottle' || change.entity === 'stocktake') continue;
    if (isScreenOwn(change.entity)) continue;
    if (change.entity === 'restaurant') {
      if (change.op === 'delete') continue;
      // The restaurant row may come whole or as just id, name and currency; only those live here.
      const info = restaurantInfoSchema.safeParse(change.data);
      if (!info.success) return 'invalid';
      parsed.push({ ...change, data: info.data });
      continue;
    }
    if (change.op === 'delete') {
      parsed.push(change);
      continue;
    }
    const [, schema] = collectionOf[change.entity];
    const result = schema.safeParse(change.data);
    if (!result.success) return 'invalid';
    parsed.push({ ...change, data: result.data });
  }
  return parsed;
}
