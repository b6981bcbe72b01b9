import { formatCostsSchema } from '../deliveries.js';
import { inventoryIdParamsSchema } from '../inventory-commands.js';
import { operation } from '../operation.js';

/** What each bottle cost (decision 0042): a format's costs and its cost history. */

export const readFormatCosts = operation({
  name: 'readFormatCosts',
  method: 'GET',
  path: '/api/formats/:id/costs',
  rule: 'see-costs',
  tag: 'deliveries',
  summary: 'A format’s last and average cost, its value on hand and its cost history',
  params: inventoryIdParamsSchema,
  status: 200,
  response: formatCostsSchema,
});
