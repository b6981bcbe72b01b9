import { operation } from '../operation.js';
import { roles } from '../permissions.js';
import { snapshotSchema } from '../snapshot.js';
import { z } from '../zod.js';
import { addresses } from './addresses.js';

/** What a tab loads and follows: the restaurant's model, then every change after it. */

export const snapshot = operation({
  name: 'snapshot',
  method: 'GET',
  path: '/api/snapshot',
  rule: 'member',
  tag: 'live',
  summary: "The signed-in user's restaurant, consistent at one revision",
  status: 200,
  response: snapshotSchema,
});

export const compactSnapshot = operation({
  name: 'compactSnapshot',
  method: 'GET',
  path: '/api/snapshot/compact',
  rule: 'member',
  tag: 'live',
  summary:
    "The restaurant's model (its wines, formats and bottle counts per place; decision 0013) in the columnar form the web app loads (domain/snapshot-codec.ts), with an ETag. It may be a few revisions old, never older than `atLeast`: follow /api/live from its revision.",
  // Strict, as every query string: an unknown parameter is a mistake worth telling.
  query: z.strictObject({
    /** The revision the tab already shows: no older model is sent (a role change reloads it). */
    atLeast: z.coerce.number().int().min(0).optional(),
  }),
  status: 200,
  // The columnar model (CompactModel), sent as compressed once per revision.
  response: z.unknown(),
  otherResponses: { 304: null },
});

export const live = operation({
  name: 'live',
  ...addresses.live,
  rule: 'member',
  tag: 'live',
  summary:
    'Server-Sent Events: every change after `since` (or Last-Event-ID), in order; `reset` means reload the snapshot',
  query: z.strictObject({
    since: z.coerce.number().int().min(0).optional(),
    /**
     * The role the tab shows: a role changed while it had no stream open (reloading its model) is
     * told at once, where it would have missed the role-changed that closes open streams.
     */
    role: z.enum(roles).optional(),
  }),
  status: 200,
  response: null,
  produces: 'text/event-stream',
});
