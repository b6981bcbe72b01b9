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
