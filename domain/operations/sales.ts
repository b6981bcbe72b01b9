import { MAX_IMPORT_BYTES } from '../import-api.js';
import { type FileBody, operation } from '../operation.js';
import {
  clearPosItemSchema,
  matchPosItemSchema,
  posItemSchema,
  posItemsSchema,
  salesFileParamsSchema,
  salesImportResultSchema,
  salesOverviewSchema,
  salesPreviewSchema,
  salesQuerySchema,
  suggestionsSchema,
  suggestQuerySchema,
  undoSalesDepletionResultSchema,
} from '../sales-api.js';

/** Point-of-sale sales in, and what each POS item is: owners and managers. */

const salesFile: FileBody = {
  mediaTypes: [
    'application/octet-stream',
    'text/csv',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ],
  maxBytes: MAX_IMPORT_BYTES,
};

export const listSales = operation({
  name: 'listSales',
  method: 'GET',
  path: '/api/sales',
  rule: 'sales',
  tag: 'sales',
  summary: 'The sales files imported (who, when, days, lines) and the days they cover',
  status: 200,
  response: salesOverviewSchema,
});

export const previewSales = operation({
  name: 'previewSales',
  method: 'POST',
  path: '/api/sales/preview',
  rule: 'sales',
  tag: 'sales',
  summary: 'Read a POS sales export (CSV or XLSX) and say what importing it would add',
  query: salesQuerySchema,
  file: salesFile,
  status: 200,
  response: salesPreviewSchema,
});

export const importSales = operation({
  name: 'importSales',
  method: 'POST',
  path: '/api/sales',
  rule: 'sales',
  tag: 'sales',
  summary:
    'Import a POS sales export, all or nothing; days already imported are replaced only with replace=1',
  query: salesQuerySchema,
  file: salesFile,
  status: 200,
  response: salesImportResultSchema,
});

export const listPosItems = operation({
  name: 'listPosItems',
  method: 'GET',
  path: '/api/sales/items',
  rule: 'sales',
  tag: 'sales',
  summary: 'Every POS item sold, unmatched first, with its match or the suggested formats',
  status: 200,
  response: posItemsSchema,
});

export const matchPosItem = operation({
  name: 'matchPosItem',
  method: 'PUT',
  path: '/api/sales/items',
  rule: 'sales',
  tag: 'sales',
  summary: 'Match a POS item to a format (bottle or glass pour) or mark it not wine or spirits',
  body: matchPosItemSchema,
  status: 200,
  response: posItemSchema,
});

export const clearPosItemMatch = operation({
  name: 'clearPosItemMatch',
  method: 'POST',
  path: '/api/sales/items/clear',
  rule: 'sales',
  tag: 'sales',
  summary: 'Forget a POS item’s match: it is listed as unmatched again',
  body: clearPosItemSchema,
  status: 204,
  response: null,
});

export const suggestPosMatches = operation({
  name: 'suggestPosMatches',
  method: 'GET',
  path: '/api/sales/suggestions',
  rule: 'sales',
  tag: 'sales',
  summary: 'The formats whose wine name, producer, vintage and size best match some words',
  query: suggestQuerySchema,
  status: 200,
  response: suggestionsSchema,
});

export const undoSalesDepletion = operation({
  name: 'undoSalesDepletion',
  method: 'POST',
  path: '/api/sales/:id/undo-removals',
  rule: 'sales',
  tag: 'sales',
  summary:
    'Put back the bottles a sales file’s sales removed, all or nothing; the file’s sales stay',
  params: salesFileParamsSchema,
  status: 200,
  response: undoSalesDepletionResultSchema,
});
