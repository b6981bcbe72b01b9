import { operation } from '../operation.js';
import { glassListingSchema } from '../restaurant.js';
import { listingParamsSchema, putListingRequestSchema } from '../restaurant-commands.js';

/** The by-the-glass manager: one listing per request, keyed by its format. */

export const putListing = operation({
  name: 'putListing',
  method: 'PUT',
  path: '/api/listings',
  rule: 'edit-settings',
  tag: 'listings',
  summary: "List a format by the glass, or update its listing's 3oz and 5oz prices",
  body: putListingRequestSchema,
  status: 200,
  response: glassListingSchema,
});

export const deleteListing = operation({
  name: 'deleteListing',
  method: 'DELETE',
  path: '/api/listings/:id',
  rule: 'edit-settings',
  tag: 'listings',
  summary: 'Remove a glass listing',
  params: listingParamsSchema,
  status: 204,
  response: null,
});
