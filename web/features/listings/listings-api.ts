import * as ops from '../../../domain/operations/listings.js';
import type { GlassListing } from '../../../domain/restaurant.js';
import type { PutListingRequest } from '../../../domain/restaurant-commands.js';
import { call } from '../../lib/call.js';

/** The by-the-glass manager's calls. A format has at most one listing: PUT adds or updates it. */

export function putListing(listing: PutListingRequest): Promise<GlassListing> {
  return call(ops.putListing, { body: listing });
}

export function deleteListing(id: string): Promise<void> {
  return call(ops.deleteListing, { params: { id } });
}
