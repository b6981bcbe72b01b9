import { putCostRiseSchema } from '../deliveries.js';
import { operation } from '../operation.js';
import { putCurrencySchema } from '../restaurant.js';

/** The restaurant's own settings. */

export const setCurrency = operation({
  name: 'setCurrency',
  method: 'PUT',
  path: '/api/restaurant/currency',
  rule: 'edit-restaurant',
  tag: 'restaurant',
  summary: 'Set the currency all of the restaurant’s money is in (owners)',
  body: putCurrencySchema,
  status: 200,
  response: putCurrencySchema,
});

export const setCostRisePercent = operation({
  name: 'setCostRisePercent',
  method: 'PUT',
  path: '/api/restaurant/cost-rise',
  rule: 'edit-restaurant',
  tag: 'restaurant',
  summary:
    'Set the rise of a unit cost, in percent, that the cost history and Cost changes flag (owners)',
  body: putCostRiseSchema,
  status: 200,
  response: putCostRiseSchema,
});
