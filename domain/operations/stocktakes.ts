import { operation } from '../operation.js';
import {
  applyStocktakeRequestSchema,
  quantitiesSchema,
  quantityRequestSchema,
  quantityRowSchema,
  scanRequestSchema,
  scanResultSchema,
  startStocktakeRequestSchema,
  stocktakeListSchema,
  stocktakeParamsSchema,
  stocktakePreviewSchema,
  stocktakeScansQuerySchema,
  stocktakeScansSchema,
  stocktakeSchema,
} from '../stocktakes.js';

/** Stock counts (decision 0016): counting takes take-stock; Apply and cancel settle-stocktake. */

export const startStocktake = operation({
  name: 'startStocktake',
  method: 'POST',
  path: '/api/stocktakes',
  rule: 'take-stock',
  tag: 'stocktakes',
  summary: 'Start a stock count of the whole cellar or of chosen locations and bins',
  body: startStocktakeRequestSchema,
  status: 201,
  response: stocktakeSchema,
});

export const listStocktakes = operation({
  name: 'listStocktakes',
  method: 'GET',
  path: '/api/stocktakes',
  rule: 'take-stock',
  tag: 'stocktakes',
  summary: 'Open and paused stock counts, and Past counts',
  status: 200,
  response: stocktakeListSchema,
});

export const getStocktake = operation({
  name: 'getStocktake',
  method: 'GET',
  path: '/api/stocktakes/:id',
  rule: 'take-stock',
  tag: 'stocktakes',
  summary: 'A stock count with its progress per location and bin, and who counted what',
  params: stocktakeParamsSchema,
  status: 200,
  response: stocktakeSchema,
});

export const scanIntoStocktake = operation({
  name: 'scanIntoStocktake',
  method: 'POST',
  path: '/api/stocktakes/:id/scans',
  rule: 'take-stock',
  tag: 'stocktakes',
  summary: 'Count a scanned bottle (or an unknown code) in a place of the stock count',
  params: stocktakeParamsSchema,
  body: scanRequestSchema,
  status: 200,
  response: scanResultSchema,
});

export const listStocktakeScans = operation({
  name: 'listStocktakeScans',
  method: 'GET',
  path: '/api/stocktakes/:id/scans',
  rule: 'take-stock',
  tag: 'stocktakes',
  summary: 'The bottle ids counted in one place of the stock count',
  params: stocktakeParamsSchema,
  query: stocktakeScansQuerySchema,
  status: 200,
  response: stocktakeScansSchema,
});

export const listStocktakeQuantities = operation({
  name: 'listStocktakeQuantities',
  method: 'GET',
  path: '/api/stocktakes/:id/quantities',
  rule: 'take-stock',
  tag: 'stocktakes',
  summary: 'The formats of manual bottles to count by quantity in one place, as counted',
  params: stocktakeParamsSchema,
  query: stocktakeScansQuerySchema,
  status: 200,
  response: quantitiesSchema,
});

export const setStocktakeQuantity = operation({
  name: 'setStocktakeQuantity',
  method: 'POST',
  path: '/api/stocktakes/:id/quantities',
  rule: 'take-stock',
  tag: 'stocktakes',
  summary: 'Set how many manual bottles of a format were counted in a place',
  params: stocktakeParamsSchema,
  body: quantityRequestSchema,
  status: 200,
  response: quantityRowSchema,
});

export const pauseStocktake = operation({
  name: 'pauseStocktake',
  method: 'POST',
  path: '/api/stocktakes/:id/pause',
  rule: 'take-stock',
  tag: 'stocktakes',
  summary: 'Pause a stock count (scans are refused until it is resumed)',
  params: stocktakeParamsSchema,
  status: 200,
  response: stocktakeSchema,
});

export const resumeStocktake = operation({
  name: 'resumeStocktake',
  method: 'POST',
  path: '/api/stocktakes/:id/resume',
  rule: 'take-stock',
  tag: 'stocktakes',
  summary: 'Resume a paused stock count',
  params: stocktakeParamsSchema,
  status: 200,
  response: stocktakeSchema,
});

export const previewStocktake = operation({
  name: 'previewStocktake',
  method: 'GET',
  path: '/api/stocktakes/:id/preview',
  rule: 'take-stock',
  tag: 'stocktakes',
  summary: 'What Apply would do now (an applied count: what it did)',
  params: stocktakeParamsSchema,
  status: 200,
  response: stocktakePreviewSchema,
});

export const exportStocktakeCsv = operation({
  name: 'exportStocktakeCsv',
  method: 'GET',
  path: '/api/stocktakes/:id/export.csv',
  rule: 'take-stock',
  tag: 'stocktakes',
  summary: 'The stock count record as CSV: missing, found elsewhere and unknown codes',
  params: stocktakeParamsSchema,
  status: 200,
  response: null,
  produces: 'text/csv',
});

export const applyStocktake = operation({
  name: 'applyStocktake',
  method: 'POST',
  path: '/api/stocktakes/:id/apply',
  rule: 'settle-stocktake',
  tag: 'stocktakes',
  summary: 'Reconcile the inventory with the preview of this token, in one transaction',
  params: stocktakeParamsSchema,
  body: applyStocktakeRequestSchema,
  status: 200,
  response: stocktakeSchema,
});

export const cancelStocktake = operation({
  name: 'cancelStocktake',
  method: 'POST',
  path: '/api/stocktakes/:id/cancel',
  rule: 'settle-stocktake',
  tag: 'stocktakes',
  summary: 'Cancel a stock count: nothing of it is applied',
  params: stocktakeParamsSchema,
  status: 200,
  response: stocktakeSchema,
});
