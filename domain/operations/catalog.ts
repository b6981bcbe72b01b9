import { barcodeParamsSchema, lookupResponseSchema } from '../catalog.js';
import { operation } from '../operation.js';

/** Barcode lookup: the restaurant's own profiles, the shared catalog, then the online provider. */

export const lookupBarcode = operation({
  name: 'lookupBarcode',
  method: 'GET',
  path: '/api/barcodes/:code',
  rule: 'member',
  tag: 'catalog',
  summary: 'Barcode lookup: own profiles, the shared catalog, then the online provider',
  params: barcodeParamsSchema,
  status: 200,
  response: lookupResponseSchema,
});
