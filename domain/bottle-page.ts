import { type Bottle, bottleSchema } from './inventory.js';
import { countsAsManual } from './manual-id.js';
import { refusal } from './refusal.js';
import { z } from './zod.js';

/** A page holds at most this many bottles; a screen asks for what it can show. */
const BOTTLE_PAGE_MAX = 500;
const BOTTLE_PAGE_DEFAULT = 100;

/**
 * Which bottles a screen opens (they are fetched when it opens, not held by every tab):
 * a format's (the wine detail), a location's or one of its bins (the inventory tree), or a
 * manager's list. Criteria combine; at least one is given. Strict, as every query string: an
 * unknown parameter is a mistake worth telling, not something to ignore.
 */
export const bottlePageQuerySchema = z
  .strictObject({
    format: z.string().min(1).max(128).optional(),
    /** A location's id. */
    location: z.string().min(1).max(128).optional(),
    /** With a location: one of its bins ('' is Unbinned). */
    bin: z.string().max(50, refusal('text-too-long')).optional(),
    /**
     * Manual entries (docs/product.md §3), the bottles without a location, or every bottle
     * (Manual Batch Edit picks from the whole inventory: asked for on purpose, never by default).
     */
    list: z.enum(['manual', 'unassigned', 'all']).optional(),
    /** Where the previous page ended: its `next`, as received. */
    after: z.string().min(1).max(400).optional(),
    limit: z.coerce
      .number(refusal('page-size-invalid'))
      .int(refusal('page-size-invalid'))
      .min(1, refusal('page-size-invalid'))
      .max(BOTTLE_PAGE_MAX, refusal('page-size-invalid'))
      .default(BOTTLE_PAGE_DEFAULT),
  })
  .refine(
    (query) =>
      query.format !== undefined || query.location !== undefined || query.list !== undefined,
    refusal('bottle-page-unbounded'),
  )
  .refine(
    (query) => query.bin === undefined || query.location !== undefined,
    refusal('bottle-page-unbounded'),
  );
export type BottlePageQuery = z.output<typeof bottlePageQuerySchema>;

/**
 * One page, read at `revision`: the live feed's changes after it bring the page up to date while
 * the screen is open. `next` asks for the following page; null on the last one.
 */
export const bottlePageSchema = z.object({
  revision: z.number().int(),
  bottles: z.array(bottleSchema),
  next: z.string().nullable(),
});
export type BottlePage = z.infer<typeof bottlePageSchema>;

/** What a list of bottles is: a query without its paging. */
export type BottleCriteria = Pick<BottlePageQuery, 'format' | 'location' | 'bin' | 'list'>;

/**
 * Whether a bottle belongs to the list `criteria` name: what the server's query selects
 * (server/features/inventory/bottle-page-repo.ts), for a screen keeping its list live.
 */
export function bottleInList(criteria: BottleCriteria, bottle: Bottle): boolean {
  return (
    (criteria.format === undefined || bottle.formatId === criteria.format) &&
    (criteria.location === undefined || bottle.locationId === criteria.location) &&
    (criteria.bin === undefined || bottle.bin === criteria.bin) &&
    (criteria.list !== 'unassigned' || bottle.locationId === null) &&
    (criteria.list !== 'manual' || countsAsManual(bottle.id))
  );
}
