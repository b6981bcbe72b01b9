import { glassPourAnswerSchema } from '../glass-pour.js';
import { bottleSchema } from '../inventory.js';
import { inventoryIdParamsSchema } from '../inventory-commands.js';
import { pourRequestSchema, recordLevelRequestSchema } from '../open-bottles.js';
import { operation } from '../operation.js';
import { z } from '../zod.js';

/**
 * Open bottles behind the bar (decision 0044): opened, measured, poured from by the glass, and
 * finished. Whoever works the bottles may (staff pour); none of them answers a cost.
 */

/** A level or a pour leaves the bottle open, or finishes it: removed, Poured by the glass. */
const openBottleAnswer = z.object({
  /** The bottle still open; null once finished. */
  bottle: bottleSchema.nullable(),
  finished: z.boolean(),
});

export const openBottle = operation({
  name: 'openBottle',
  method: 'POST',
  path: '/api/bottles/:id/open',
  rule: 'edit-bottles',
  tag: 'open-bottles',
  summary: 'Open a bottle: it is full (10/10) until a level or a pour says otherwise',
  params: inventoryIdParamsSchema,
  status: 200,
  response: bottleSchema,
});

export const recordBottleLevel = operation({
  name: 'recordBottleLevel',
  method: 'PUT',
  path: '/api/bottles/:id/level',
  rule: 'edit-bottles',
  tag: 'open-bottles',
  summary:
    "Record an open bottle's level, in tenths or as its weight in grams; a level of 0 finishes it",
  params: inventoryIdParamsSchema,
  body: recordLevelRequestSchema,
  status: 200,
  response: openBottleAnswer,
});

export const pourFromBottle = operation({
  name: 'pourFromBottle',
  method: 'POST',
  path: '/api/bottles/:id/pours',
  rule: 'edit-bottles',
  tag: 'open-bottles',
  summary:
    'Pour a glass (3 oz, 89 ml, or 5 oz, 148 ml) from an open bottle; an empty one is finished',
  params: inventoryIdParamsSchema,
  body: pourRequestSchema,
  status: 200,
  response: openBottleAnswer,
});

export const finishBottle = operation({
  name: 'finishBottle',
  method: 'POST',
  path: '/api/bottles/:id/finish',
  rule: 'edit-bottles',
  tag: 'open-bottles',
  summary: 'Finish an open bottle: it is removed, Poured by the glass',
  params: inventoryIdParamsSchema,
  status: 204,
  response: null,
});

export const pourGlass = operation({
  name: 'pourGlass',
  method: 'POST',
  path: '/api/formats/:id/pours',
  rule: 'edit-bottles',
  tag: 'open-bottles',
  summary:
    'Pour a glass of a format listed by the glass: from its bottle opened first, else its oldest on hand opened for it; an emptied one is finished and the next opened',
  params: inventoryIdParamsSchema,
  body: pourRequestSchema,
  status: 200,
  response: glassPourAnswerSchema,
});
