import { bottlePageQuerySchema, bottlePageSchema } from '../bottle-page.js';
import { bottleSchema, formatSchema, productSchema } from '../inventory.js';
import {
  addBottlesRequestSchema,
  addFormatRequestSchema,
  bottleHistoryEntrySchema,
  createProductRequestSchema,
  inventoryIdParamsSchema,
  removeBottleQuerySchema,
  saveProductEditsRequestSchema,
  setDefaultFormatRequestSchema,
  updateBottleRequestSchema,
  updateFormatRequestSchema,
  updateProductRequestSchema,
} from '../inventory-commands.js';
import { operation } from '../operation.js';
import { firstCardsQuerySchema, firstCardsSchema } from '../product-cards.js';
import { z } from '../zod.js';
import { addresses } from './addresses.js';

/** Products, their formats and their bottles, one at a time (the forms, the detail, the drawer). */

export const createProduct = operation({
  name: 'createProduct',
  method: 'POST',
  path: '/api/products',
  rule: 'edit-products',
  tag: 'inventory',
  summary: 'Save the profile form: a profile (or the same existing one), its format, new bottles',
  body: createProductRequestSchema,
  status: 201,
  response: z.object({
    product: productSchema,
    format: formatSchema,
    bottles: z.array(bottleSchema),
  }),
});

export const updateProduct = operation({
  name: 'updateProduct',
  method: 'PUT',
  path: '/api/products/:id',
  rule: 'edit-products',
  tag: 'inventory',
  summary: "Edit a profile's general information",
  params: inventoryIdParamsSchema,
  body: updateProductRequestSchema,
  status: 200,
  response: productSchema,
});

export const deleteProduct = operation({
  name: 'deleteProduct',
  method: 'DELETE',
  path: '/api/products/:id',
  rule: 'edit-products',
  tag: 'inventory',
  summary: 'Delete a profile without bottles',
  params: inventoryIdParamsSchema,
  status: 204,
  response: null,
});

export const saveProductEdits = operation({
  name: 'saveProductEdits',
  method: 'POST',
  path: '/api/products/:id/edits',
  rule: 'edit-products',
  tag: 'inventory',
  summary:
    "Save the bottle form's edits of a product at once: its profile, a format edited or added (with new bottles), a bottle's place and notes; all or nothing, one change batch",
  params: inventoryIdParamsSchema,
  body: saveProductEditsRequestSchema,
  status: 200,
  response: z.object({
    product: productSchema,
    /** The format edited or added; null when neither was asked. */
    format: formatSchema.nullable(),
    /** The bottle edited and the new bottles. */
    bottles: z.array(bottleSchema),
  }),
});

export const setDefaultFormat = operation({
  name: 'setDefaultFormat',
  method: 'PUT',
  path: '/api/products/:id/default-format',
  rule: 'edit-products',
  tag: 'inventory',
  summary: "Set the profile's default format",
  params: inventoryIdParamsSchema,
  body: setDefaultFormatRequestSchema,
  status: 200,
  response: productSchema,
});

export const addFormat = operation({
  name: 'addFormat',
  method: 'POST',
  path: '/api/products/:id/formats',
  rule: 'edit-products',
  tag: 'inventory',
  summary: 'Add a format (or reuse the matching one) and new bottles',
  params: inventoryIdParamsSchema,
  body: addFormatRequestSchema,
  status: 201,
  response: z.object({ format: formatSchema, bottles: z.array(bottleSchema) }),
});

export const updateFormat = operation({
  name: 'updateFormat',
  method: 'PATCH',
  path: '/api/formats/:id',
  rule: 'edit-products',
  tag: 'inventory',
  summary: 'Edit a format (vintage, size, cost, price, notes, menu visibility)',
  params: inventoryIdParamsSchema,
  body: updateFormatRequestSchema,
  status: 200,
  response: formatSchema,
});

export const deleteFormat = operation({
  name: 'deleteFormat',
  method: 'DELETE',
  path: '/api/formats/:id',
  rule: 'edit-products',
  tag: 'inventory',
  summary: 'Delete a format without bottles; the last one takes its profile with it',
  params: inventoryIdParamsSchema,
  status: 200,
  response: z.object({ productRemoved: z.boolean() }),
});

export const addBottles = operation({
  name: 'addBottles',
  method: 'POST',
  path: '/api/bottles',
  rule: 'edit-bottles',
  tag: 'inventory',
  summary: 'Add manual bottles and/or scanned QR ids to a format',
  body: addBottlesRequestSchema,
  status: 201,
  response: z.object({ bottles: z.array(bottleSchema) }),
});

export const updateBottle = operation({
  name: 'updateBottle',
  method: 'PATCH',
  path: '/api/bottles/:id',
  rule: 'edit-bottles',
  tag: 'inventory',
  summary: "Edit a bottle's location, bin and notes",
  params: inventoryIdParamsSchema,
  body: updateBottleRequestSchema,
  status: 200,
  response: bottleSchema,
});

export const removeBottle = operation({
  name: 'removeBottle',
  method: 'DELETE',
  path: '/api/bottles/:id',
  rule: 'edit-bottles',
  tag: 'inventory',
  summary: 'Remove a bottle from inventory, for a reason (default sold)',
  params: inventoryIdParamsSchema,
  query: removeBottleQuerySchema,
  status: 204,
  response: null,
});

/** What every member reads: the first screen, the bottle lists, a bottle's history. */

export const firstCards = operation({
  name: 'firstCards',
  ...addresses.firstCards,
  rule: 'member',
  tag: 'inventory',
  summary:
    "The dashboard's first screen, drawn while the restaurant's model loads: the counts, the categories and the first wines in name order (in `locale`'s collation) with each format's bottle count",
  query: firstCardsQuerySchema,
  status: 200,
  response: firstCardsSchema,
});

export const bottlePage = operation({
  name: 'bottlePage',
  method: 'GET',
  path: '/api/bottles',
  rule: 'member',
  tag: 'inventory',
  summary:
    "A page of the bottles a screen opens: a format's, a location's (and bin's), manual entries or unassigned; read at `revision`, the live feed continues from there",
  query: bottlePageQuerySchema,
  status: 200,
  response: bottlePageSchema,
});

export const bottleHistory = operation({
  name: 'bottleHistory',
  method: 'GET',
  path: '/api/bottles/:id/history',
  rule: 'member',
  tag: 'inventory',
  summary: "The bottle's history from the change log",
  params: inventoryIdParamsSchema,
  status: 200,
  response: z.object({ history: z.array(bottleHistoryEntrySchema) }),
});
