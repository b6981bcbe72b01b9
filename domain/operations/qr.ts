import { qrBottleParamsSchema, rekeyRequestSchema } from '../batch-commands.js';
import { scanRequestSchema, scanResultSchema } from '../catalog.js';
import { bottleSchema } from '../inventory.js';
import { operation } from '../operation.js';

/** A bottle's QR code (assign, change, remove) and what a scanned code is. */

export const assignQr = operation({
  name: 'assignQr',
  method: 'PUT',
  path: '/api/bottles/:id/qr',
  rule: 'edit-bottles',
  tag: 'qr',
  summary: 'Assign or change the QR code of a bottle (re-keys it, keeping its history)',
  params: qrBottleParamsSchema,
  body: rekeyRequestSchema,
  status: 200,
  response: bottleSchema,
});

export const removeQr = operation({
  name: 'removeQr',
  method: 'DELETE',
  path: '/api/bottles/:id/qr',
  rule: 'edit-bottles',
  tag: 'qr',
  summary: 'Remove the QR code: the bottle becomes a manual entry',
  params: qrBottleParamsSchema,
  status: 200,
  response: bottleSchema,
});

/**
 * A POST with the code in its body, though it changes nothing: a QR code may hold thousands of
 * characters, more than a path takes.
 */
export const resolveScan = operation({
  name: 'resolveScan',
  method: 'POST',
  path: '/api/scan',
  rule: 'member',
  tag: 'qr',
  summary: 'What a scanned code is: one of our bottles, a known product barcode, or unknown',
  body: scanRequestSchema,
  status: 200,
  response: scanResultSchema,
});
