import { z } from './zod.js';

/**
 * Changes made on a phone with no signal: queued on the device, replayed in the order made, each
 * applied exactly once. A device numbers its changes 1, 2, 3…; the server keeps, per device, the
 * last number it settled (applied or refused) in the same transaction as the change, and what it
 * answered, so a replay after a lost answer gets the same answer and changes nothing.
 */

/** The operations a phone may queue while offline: what a person does in the cellar. */
export const queueableOperations = [
  'addScannedBottles',
  'confirmIntake',
  'moveBottles',
  'removeBottles',
  'changeBottlesFormat',
  'updateBottle',
  'removeBottle',
  'scanIntoStocktake',
  'setStocktakeQuantity',
] as const;
export type QueueableOperation = (typeof queueableOperations)[number];

/** At most this many changes in one replay request; a longer queue is sent in turns. */
export const MAX_SYNC_CHANGES = 100;

export const queuedChangeSchema = z.object({
  /** Made on the device (a UUID): names the change in the answer and in the outcome list. */
  id: z.string().min(1).max(64),
  /** Its place in the device's queue: 1 for the device's first change, then one more each. */
  seq: z.number().int().min(1),
  /** When the person made it on the phone (the phone's clock, ISO). */
  madeAt: z.string().datetime(),
  operation: z.enum(queueableOperations),
  /** The operation's own input, checked against the operation's schemas when it is applied. */
  input: z.object({
    params: z.record(z.string(), z.string()).optional(),
    query: z.record(z.string(), z.string()).optional(),
    body: z.unknown().optional(),
  }),
  /**
   * Sent the moment it was made, the phone online (not a replay of its queue): saved as it was
   * made, so its batch keeps no separate phone time, as a change made through its own route.
   */
  online: z.literal(true).optional(),
});
export type QueuedChange = z.infer<typeof queuedChangeSchema>;

export const syncRequestSchema = z.object({
  /** Made once per device and signed-in member (a UUID kept in the device's IndexedDB). */
  deviceId: z.string().min(8).max(64),
  changes: z.array(queuedChangeSchema).min(1).max(MAX_SYNC_CHANGES),
});
export type SyncRequest = z.infer<typeof syncRequestSchema>;

export const changeOutcomeSchema = z.object({
  id: z.string(),
  seq: z.number().int(),
  /**
   * applied: saved now or at an earlier replay; refused: it no longer applies (reason says why,
   * details fill the reason's sentence, e.g. who removed the bottle and when); not-yet: an earlier
   * change of this device has not reached the server, so this one was not looked at.
   */
  outcome: z.enum(['applied', 'refused', 'not-yet']),
  reason: z.string().optional(),
  details: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  /** When the server settled it (ISO): the first time, also on a replay. */
  settledAt: z.string().optional(),
  /** True when this answer was recorded at an earlier replay: nothing was applied this time. */
  replayed: z.boolean(),
  /**
   * applied: what the change's own route answers (the batch's count, the count's scan result);
   * absent for an operation that answers nothing. Kept with the outcome, so that a phone whose
   * answer was lost gets it again on its replay.
   */
  answer: z.unknown().optional(),
  /**
   * refused: the error the change's own route would have answered (its reason and details as
   * the command gave them; `reason` above may say more, e.g. who removed the bottle).
   */
  error: z.object({ reason: z.string(), details: z.unknown().optional() }).optional(),
});
export type ChangeOutcome = z.infer<typeof changeOutcomeSchema>;

export const syncResultSchema = z.object({
  outcomes: z.array(changeOutcomeSchema),
  /** The last change of this device the server has settled. */
  lastSeq: z.number().int(),
});
export type SyncResult = z.infer<typeof syncResultSchema>;
