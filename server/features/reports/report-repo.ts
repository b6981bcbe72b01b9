import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * What the money view reads (decision 0017). Each read is one grouped scan of one table; the
 * service joins them in memory by format, as the printable summary does (PostgreSQL planned joins
 * of these tables as nested loops). Times are ISO text, compared as text: both databases store
 * them as `toISOString()` writes them.
 */

type Reader = Kysely<Database>;

/** PostgreSQL's sum and count are bigints, which its driver gives as text. */
const num = (value: number | string | bigint | null): number => Number(value ?? 0);

/** A format with what the reports print of it and of its wine. */
export interface FormatFacts {
  id: string;
  name: string;
  producer: string;
  vintage: string;
  bottleSize: number;
  costCents: number | null;
  priceCents: number | null;
  parLevel: number | null;
  category: string;
  color: string;
  country: string;
  supplier: string;
}

export async function readFormats(db: Reader, restaurantId: string): Promise<FormatFacts[]> {
  const [formats, products] = await Promise.all([
    db
      .selectFrom('formats')
      .select([
        'id',
        'product_id',
        'vintage',
        'bottle_size',
        'cost_cents',
        'price_cents',
        'par_level',
      ])
      .where('restaurant_id', '=', restaurantId)
      .execute(),
    db
      .selectFrom('products')
      .select(['id', 'name', 'producer', 'main_category', 'color', 'country', 'supplier'])
      .where('restaurant_id', '=', restaurantId)
      .execute(),
  ]);
  const byId = new Map(products.map((product) => [product.id, product]));
  return formats.flatMap((format) => {
    const product = byId.get(format.product_id);
    if (product === undefined) return [];
    return [
      {
        id: format.id,
        name: product.name,
        producer: product.producer,
        vintage: format.vintage,
        bottleSize: format.bottle_size,
        costCents: format.cost_cents,
        priceCents: format.price_cents,
        parLevel: format.par_level,
        category: product.main_category,
        color: product.color,
        country: product.country,
        supplier: product.supplier,
      },
    ];
  });
}

/** Bottles of a format in a location ('' unassigned), with the removal costs when they left. */
export interface PlacedCount {
  formatId: string;
  locationId: string;
  bottles: number;
  /** Removed bottles only: the sum of their costs when they left, and how many had one. */
  costCents?: number;
  costed?: number;
}

/** The bottles in the cellar now, per format and location (the counts the triggers keep). */
export async function countsNow(db: Reader, restaurantId: string): Promise<PlacedCount[]> {
  const rows = await db
    .selectFrom('bottle_counts')
    .select((eb) => ['format_id', 'location_id', eb.fn.sum<number>('bottles').as('bottles')])
    .where('restaurant_id', '=', restaurantId)
    .where('bottles', '>', 0)
    .groupBy(['format_id', 'location_id'])
    .execute();
  return rows.map((row) => ({
    formatId: row.format_id,
    locationId: row.location_id,
    bottles: num(row.bottles),
  }));
}

/** Bottles in the cellar now that were added in [from, to) (from '' : since ever). */
export async function presentAdded(
  db: Reader,
  restaurantId: string,
  from: string,
  to: string,
): Promise<PlacedCount[]> {
  const rows = await db
    .selectFrom('bottles')
    .select((eb) => ['format_id', 'location_id', eb.fn.countAll<number>().as('bottles')])
    .where('restaurant_id', '=', restaurantId)
    .where('added_at', '>=', from)
    .where('added_at', '<', to)
    .groupBy(['format_id', 'location_id'])
    .execute();
  return rows.map((row) => ({
    formatId: row.format_id,
    locationId: row.location_id ?? '',
    bottles: num(row.bottles),
  }));
}

/**
 * Removed bottles that were on hand at `at`: added before it (or when unknown, before anything)
 * and removed at or after it. Valued at their cost when they left.
 */
export async function removedOnHandAt(
  db: Reader,
  restaurantId: string,
  at: string,
): Promise<PlacedCount[]> {
  const rows = await db
    .selectFrom('removed_bottles')
    .select((eb) => [
      'format_id',
      'location_id',
      eb.fn.countAll<number>().as('bottles'),
      eb.fn.sum<number>('cost_cents').as('cost'),
      eb.fn.count<number>('cost_cents').as('costed'),
    ])
    .where('restaurant_id', '=', restaurantId)
    .where('removed_at', '>=', at)
    .where((eb) => eb.or([eb('added_at', 'is', null), eb('added_at', '<', at)]))
    .groupBy(['format_id', 'location_id'])
    .execute();
  return rows.map((row) => ({
    formatId: row.format_id,
    locationId: row.location_id ?? '',
    bottles: num(row.bottles),
    costCents: num(row.cost),
    costed: num(row.costed),
  }));
}

/** Removed bottles that had been added in [from, to), valued at their cost when they left. */
export async function removedAdded(
  db: Reader,
  restaurantId: string,
  from: string,
  to: string,
): Promise<PlacedCount[]> {
  const rows = await db
    .selectFrom('removed_bottles')
    .select((eb) => [
      'format_id',
      eb.fn.countAll<number>().as('bottles'),
      eb.fn.sum<number>('cost_cents').as('cost'),
      eb.fn.count<number>('cost_cents').as('costed'),
    ])
    .where('restaurant_id', '=', restaurantId)
    .where('added_at', '>=', from)
    .where('added_at', '<', to)
    .groupBy('format_id')
    .execute();
  return rows.map((row) => ({
    formatId: row.format_id,
    locationId: '',
    bottles: num(row.bottles),
    costCents: num(row.cost),
    costed: num(row.costed),
  }));
}

export interface ReasonSum {
  reason: string;
  bottles: number;
  costCents: number;
  costed: number;
}

/** Bottles removed in [from, to) by reason, at their cost when they left. */
export async function removedByReason(
  db: Reader,
  restaurantId: string,
  from: string,
  to: string,
): Promise<ReasonSum[]> {
  const rows = await db
    .selectFrom('removed_bottles')
    .select((eb) => [
      'reason',
      eb.fn.countAll<number>().as('bottles'),
      eb.fn.sum<number>('cost_cents').as('cost'),
      eb.fn.count<number>('cost_cents').as('costed'),
    ])
    .where('restaurant_id', '=', restaurantId)
    .where('removed_at', '>=', from)
    .where('removed_at', '<', to)
    .groupBy('reason')
    .execute();
  return rows.map((row) => ({
    reason: row.reason,
    bottles: num(row.bottles),
    costCents: num(row.cost),
    costed: num(row.costed),
  }));
}

/** How many bottles a day (UTC date) of [from, to) saw added, still here or removed since. */
export async function addedPerDay(
  db: Reader,
  restaurantId: string,
  from: string,
  to: string,
): Promise<Map<string, number>> {
  const perDay = new Map<string, number>();
  for (const table of ['bottles', 'removed_bottles'] as const) {
    const rows = await db
      .selectFrom(table)
      .select((eb) => [
        eb.fn<string>('substr', [eb.ref('added_at'), eb.val(1), eb.val(10)]).as('day'),
        eb.fn.countAll<number>().as('bottles'),
      ])
      .where('restaurant_id', '=', restaurantId)
      .where('added_at', '>=', from)
      .where('added_at', '<', to)
      .groupBy('day')
      .execute();
    for (const row of rows) perDay.set(row.day, (perDay.get(row.day) ?? 0) + num(row.bottles));
  }
  return perDay;
}

export async function removedPerDay(
  db: Reader,
  restaurantId: string,
  from: string,
  to: string,
): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('removed_bottles')
    .select((eb) => [
      eb.fn<string>('substr', [eb.ref('removed_at'), eb.val(1), eb.val(10)]).as('day'),
      eb.fn.countAll<number>().as('bottles'),
    ])
    .where('restaurant_id', '=', restaurantId)
    .where('removed_at', '>=', from)
    .where('removed_at', '<', to)
    .groupBy('day')
    .execute();
  return new Map(rows.map((row) => [row.day, num(row.bottles)]));
}

/** The newest removal of each format's bottles. */
export async function lastRemovals(db: Reader, restaurantId: string): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('removed_bottles')
    .select((eb) => ['format_id', eb.fn.max('removed_at').as('at')])
    .where('restaurant_id', '=', restaurantId)
    .groupBy('format_id')
    .execute();
  return new Map(rows.map((row) => [row.format_id, row.at]));
}

/**
 * The newest change of each format's bottles in the cellar (added, moved, edited): the newest
 * batch of their history lists (history ids grow with time on both databases, decision 0005),
 * or their newest added date when the lists are empty.
 */
export async function lastChanges(db: Reader, restaurantId: string): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('bottles')
    .select(['format_id', 'history', 'added_at'])
    .where('restaurant_id', '=', restaurantId)
    .execute();
  const newestBatch = new Map<string, number>();
  const newestAdded = new Map<string, string>();
  for (const row of rows) {
    const last = Number(row.history.slice(row.history.lastIndexOf(' ') + 1));
    if (row.history !== '' && last > (newestBatch.get(row.format_id) ?? 0))
      newestBatch.set(row.format_id, last);
    if (row.added_at > (newestAdded.get(row.format_id) ?? ''))
      newestAdded.set(row.format_id, row.added_at);
  }
  const ids = [...new Set(newestBatch.values())];
  const atOf = new Map<number, string>();
  for (let start = 0; start < ids.length; start += 500) {
    const batches = await db
      .selectFrom('change_batches')
      .select(['history_id', 'at'])
      .where('restaurant_id', '=', restaurantId)
      .where('history_id', 'in', ids.slice(start, start + 500))
      .execute();
    for (const batch of batches) atOf.set(num(batch.history_id), batch.at);
  }
  const last = new Map(newestAdded);
  for (const [formatId, id] of newestBatch) {
    const at = atOf.get(id);
    if (at !== undefined && at > (last.get(formatId) ?? '')) last.set(formatId, at);
  }
  return last;
}

export interface GlassRow {
  formatId: string;
  price3ozCents: number | null;
  price5ozCents: number | null;
}

export async function readListings(db: Reader, restaurantId: string): Promise<GlassRow[]> {
  const rows = await db
    .selectFrom('glass_listings')
    .select(['format_id', 'price3oz_cents', 'price5oz_cents'])
    .where('restaurant_id', '=', restaurantId)
    .execute();
  return rows.map((row) => ({
    formatId: row.format_id,
    price3ozCents: row.price3oz_cents,
    price5ozCents: row.price5oz_cents,
  }));
}

/** Location and category names, for the value report's group labels. */
export async function readNames(
  db: Reader,
  restaurantId: string,
): Promise<{
  locations: Map<string, string>;
  categories: Map<string, { en: string; fr: string }>;
}> {
  const [locations, categories] = await Promise.all([
    db
      .selectFrom('locations')
      .select(['id', 'name'])
      .where('restaurant_id', '=', restaurantId)
      .execute(),
    db
      .selectFrom('categories')
      .select(['key', 'name_en', 'name_fr'])
      .where('restaurant_id', '=', restaurantId)
      .execute(),
  ]);
  return {
    locations: new Map(locations.map((row) => [row.id, row.name])),
    categories: new Map(categories.map((row) => [row.key, { en: row.name_en, fr: row.name_fr }])),
  };
}
