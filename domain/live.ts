import { z } from './zod.js';

/** One row of the change log, as the live feed sends it. */
export const changeEntities = [
  'restaurant',
  'color',
  'location',
  'category',
  'listing',
  'product',
  'format',
  'bottle',
  /** A format's bottles per location, after a write that added, moved or removed some. */
  'count',
  /** A stock count started, paused, resumed, applied or cancelled, or a scan into it. */
  'stocktake',
  /** The guest menu's public link published, replaced, unpublished or its options. */
  'guest-link',
  /** A format's par level or the restaurant's report settings: the Reports screens'. */
  'report',
  /**
   * A member joined, their role changed, or they were removed from the team: for the
   * Activity view; its data is the member's name and role after it (null: removed), never their
   * email.
   */
  'member',
  /**
   * A purchase order created, sent, cancelled or received against: its number, supplier name
   * and status, never its costs; the orders' screens read them again when one comes.
   */
  'purchase-order',
  /**
   * A supplier's record edited: its name only (its contacts are for those who order; the feed
   * goes to every role). The purchase orders' screens read their suppliers again when one comes.
   */
  'supplier',
] as const;
export type ChangeEntity = (typeof changeEntities)[number];

export const changeSchema = z.object({
  entity: z.enum(changeEntities),
  id: z.string(),
  /** put: `data` is the whole new state of the entity; delete: it is gone. */
  op: z.enum(['put', 'delete']),
  /** What the user did, for history (e.g. bottle.add, bottle.move, location.rename). */
  action: z.string(),
  data: z.unknown().nullable(),
});
export type Change = z.infer<typeof changeSchema>;

/** Everything one transaction changed: one revision of the restaurant. */
export const changeBatchSchema = z.object({
  revision: z.number().int(),
  at: z.string(),
  actorId: z.string().nullable(),
  changes: z.array(changeSchema),
});
export type ChangeBatch = z.infer<typeof changeBatchSchema>;

/** Server-Sent Event names on GET /api/live (their own file: the /menu page's script reads them without zod). */
export { liveEvents } from './live-events.js';
