import {
  batchAddRequestSchema,
  batchChangeFormatRequestSchema,
  batchMoveRequestSchema,
  batchRemoveRequestSchema,
  batchResultSchema,
  intakeRequestSchema,
} from '../batch-commands.js';
import { operation } from '../operation.js';

/**
 * The batch endpoints, called by the scanning dialogs and the bottle managers alike: each is one
 * transaction, all or nothing; a refusal names the ids it failed on.
 */

export const moveBottles = operation({
  name: 'moveBottles',
  method: 'POST',
  path: '/api/batches/move',
  rule: 'edit-bottles',
  tag: 'batches',
  summary: 'Move scanned bottles to a location and bin, all or none',
  body: batchMoveRequestSchema,
  status: 200,
  response: batchResultSchema,
});

export const removeBottles = operation({
  name: 'removeBottles',
  method: 'POST',
  path: '/api/batches/remove',
  rule: 'edit-bottles',
  tag: 'batches',
  summary: 'Remove scanned bottles, all or none',
  body: batchRemoveRequestSchema,
  status: 200,
  response: batchResultSchema,
});

export const changeBottlesFormat = operation({
  name: 'changeBottlesFormat',
  method: 'POST',
  path: '/api/batches/change-format',
  rule: 'edit-products',
  tag: 'batches',
  summary: 'Assign bottles to another format (of any product), all or none',
  body: batchChangeFormatRequestSchema,
  status: 200,
  response: batchResultSchema,
});

export const addScannedBottles = operation({
  name: 'addScannedBottles',
  method: 'POST',
  path: '/api/batches/add',
  rule: 'edit-bottles',
  tag: 'batches',
  summary: 'Add scanned QR ids as bottles of a format, all or none',
  body: batchAddRequestSchema,
  status: 200,
  response: batchResultSchema,
});

export const confirmIntake = operation({
  name: 'confirmIntake',
  method: 'POST',
  path: '/api/intake',
  rule: 'edit-bottles',
  tag: 'batches',
  summary: 'Confirm a batch intake: every staged bottle, or none',
  body: intakeRequestSchema,
  status: 200,
  response: batchResultSchema,
});
