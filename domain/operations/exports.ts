import { inventoryReportSchema, reportQuerySchema } from '../inventory-report.js';
import { operation } from '../operation.js';

/** The export manager: the CSV backup and the printable summary. */

export const exportBottles = operation({
  name: 'exportBottles',
  method: 'GET',
  path: '/api/exports/bottles.csv',
  rule: 'export',
  tag: 'exports',
  summary: 'The CSV backup of every bottle of the restaurant, at one revision',
  status: 200,
  response: null,
  produces: 'text/csv',
});

export const inventoryReport = operation({
  name: 'inventoryReport',
  method: 'GET',
  path: '/api/exports/report',
  rule: 'export',
  tag: 'exports',
  summary: 'The printable summary: bottle counts per wine and location, grouped by a key',
  query: reportQuerySchema,
  status: 200,
  response: inventoryReportSchema,
});
