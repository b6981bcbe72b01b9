import { operation } from '../operation.js';
import { setupStateSchema } from '../setup.js';

/** The dashboard's first-run checklist. */

export const setup = operation({
  name: 'setup',
  method: 'GET',
  path: '/api/setup',
  rule: 'edit-settings',
  tag: 'setup',
  summary: 'Which steps of the first-run checklist are done, and whether it was dismissed',
  status: 200,
  response: setupStateSchema,
});

export const dismissSetup = operation({
  name: 'dismissSetup',
  method: 'POST',
  path: '/api/setup/dismiss',
  rule: 'edit-settings',
  tag: 'setup',
  summary: 'Dismiss the first-run checklist for the whole restaurant',
  status: 200,
  response: setupStateSchema,
});
