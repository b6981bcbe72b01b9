import { operation } from '../operation.js';
import {
  parLevelsSchema,
  putParLevelsSchema,
  putReportSettingsSchema,
  reportExportParamsSchema,
  reportQuerySchema,
  reportSettingsSchema,
} from '../reports.js';

/**
 * The money view's other calls: a report as CSV, its settings and the par levels. The reports
 * themselves are in report-views.ts, one per entry of the list in domain/reports.ts.
 */

export const exportReport = operation({
  name: 'exportReport',
  method: 'GET',
  path: '/api/reports/:report/export.csv',
  rule: 'see-costs',
  tag: 'reports',
  summary: 'A report as CSV, with the columns of its screen',
  params: reportExportParamsSchema,
  query: reportQuerySchema,
  status: 200,
  response: null,
  produces: 'text/csv',
});

export const reportSettings = operation({
  name: 'reportSettings',
  method: 'GET',
  path: '/api/reports/settings',
  rule: 'see-costs',
  tag: 'reports',
  summary: 'The currency and pour-cost target of the reports',
  status: 200,
  response: reportSettingsSchema,
});

export const saveReportSettings = operation({
  name: 'saveReportSettings',
  method: 'PUT',
  path: '/api/reports/settings',
  rule: 'edit-settings',
  tag: 'reports',
  summary: 'Set the currency and pour-cost target of the reports',
  body: putReportSettingsSchema,
  status: 200,
  response: reportSettingsSchema,
});

export const parLevels = operation({
  name: 'parLevels',
  method: 'GET',
  path: '/api/par-levels',
  rule: 'see-costs',
  tag: 'reports',
  summary: 'The par level of every format that has one',
  status: 200,
  response: parLevelsSchema,
});

export const saveParLevels = operation({
  name: 'saveParLevels',
  method: 'PUT',
  path: '/api/par-levels',
  rule: 'edit-products',
  tag: 'reports',
  summary: 'Set or clear the par levels of formats, all or none',
  body: putParLevelsSchema,
  status: 200,
  response: parLevelsSchema,
});
