import { operation } from '../operation.js';
import {
  putSalesDepletionSettingsSchema,
  salesDepletionSettingsSchema,
} from '../sales-depletion.js';

/** Whether imported bottle sales remove bottles, and from where (owners and managers). */

export const salesDepletionSettings = operation({
  name: 'salesDepletionSettings',
  method: 'GET',
  path: '/api/sales-depletion',
  rule: 'edit-settings',
  tag: 'sales-depletion',
  summary: 'Whether imported bottle sales remove bottles, and the location they come from',
  status: 200,
  response: salesDepletionSettingsSchema,
});

export const saveSalesDepletionSettings = operation({
  name: 'saveSalesDepletionSettings',
  method: 'PUT',
  path: '/api/sales-depletion',
  rule: 'edit-settings',
  tag: 'sales-depletion',
  summary: 'Let imported bottle sales remove bottles (from a location, or any), or not',
  body: putSalesDepletionSettingsSchema,
  status: 200,
  response: salesDepletionSettingsSchema,
});
