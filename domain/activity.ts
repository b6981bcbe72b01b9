import { fieldEditsSchema } from './activity-edits.js';
import { activityKinds } from './activity-kinds.js';
import { roles } from './permissions.js';
import { removalReasons } from './removal-reasons.js';
import { z } from './zod.js';

/** Entries in a page of GET /api/activity. */
export const ACTIVITY_PAGE_SIZE = 50;

/**
 * The cursor of the next page: the revision its entries are older than. Opaque to clients (they
 * send back what they were given), so its form may change; only the keyset on revision holds.
 */
export function activityCursor(revision: number): string {
  return `r${revision.toString(36)}`;
}

export function revisionOfCursor(cursor: string): number | null {
  if (!/^r[0-9a-z]{1,11}$/.test(cursor)) return null;
  const revision = Number.parseInt(cursor.slice(1), 36);
  return Number.isSafeInteger(revision) ? revision : null;
}

/** The filters both the list and its CSV take: a person, a kind of change, a time range. */
export const activityFiltersSchema = z.strictObject({
  /** A member's user id. */
  person: z.string().min(1).max(100).optional(),
  kind: z.enum(activityKinds).optional(),
  /** From this instant (ISO 8601), included. */
  from: z.iso.datetime({ offset: true }).optional(),
  /** Until this instant (ISO 8601), excluded. */
  to: z.iso.datetime({ offset: true }).optional(),
});
export type ActivityFilters = z.output<typeof activityFiltersSchema>;

export const activityQuerySchema = activityFiltersSchema.extend({
  cursor: z
    .string()
    .max(20)
    .refine((cursor) => revisionOfCursor(cursor) !== null)
    .optional(),
});
export type ActivityQuery = z.output<typeof activityQuerySchema>;

/** One change of the restaurant, as the Activity view lists it: who, when, what. */
export const activityEntrySchema = z.object({
  revision: z.number().int(),
  /** When the server saved it. */
  at: z.string(),
  /** A change made offline and replayed from a phone: when it was made there (decision 0046). */
  madeAt: z.string().optional(),
  /** null: no member made it (a migration, a command-line tool). */
  actor: z.object({ id: z.string(), name: z.string() }).nullable(),
  kind: z.enum(activityKinds),
  /** How many things of that kind (bottles, products, locations...) it changed. */
  count: z.number().int(),
  /** Bottles: where they all went; location null: Unassigned. */
  place: z.object({ location: z.string().nullable(), bin: z.string() }).nullable(),
  /** The product it was about (name and vintage), when there is one and it still exists. */
  product: z.string().nullable(),
  /** The name of what it changed (a location, a color), when the change carried one. */
  name: z.string().nullable(),
  /** Bottles removed: why, when they all left for one reason and it was kept. */
  reason: z.enum(removalReasons).nullable(),
  /** A role change or a join: the member's new role (the member is `name`). */
  role: z.enum(roles).nullable(),
  /**
   * An edit of one profile, format or bottle: each field it changed, before and after, keyed by
   * field (a `cost` is left out for a role without `see-costs`, as in every answer).
   */
  edits: fieldEditsSchema.nullable(),
  /** A stock count's Apply that removed or moved bottles: how many of each. */
  stockCount: z.object({ removed: z.number().int(), moved: z.number().int() }).nullable(),
  /** The undo of an import: the file's name ('' when it had none) and the bottles it removed. */
  undoneImport: z.object({ file: z.string(), bottles: z.number().int() }).nullable(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

export const activityPageSchema = z.object({
  entries: z.array(activityEntrySchema),
  /** Send it back as `cursor` for the next, older, page; null: this was the last one. */
  next: z.string().nullable(),
});
export type ActivityPage = z.infer<typeof activityPageSchema>;

/** The people the list can be filtered by: every member, those removed too (their changes stay). */
export const activityPeopleSchema = z.object({
  people: z.array(z.object({ id: z.string(), name: z.string(), removed: z.boolean() })),
});
export type ActivityPeople = z.infer<typeof activityPeopleSchema>;
