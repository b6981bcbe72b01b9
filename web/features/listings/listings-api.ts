import type { GlassListing } from '../../../domain/restaurant.js';
import type { PutListingRequest } from '../../../domain/restaurant-commands.js';
import { apiRequest } from '../../lib/api-client.js';

/** The by-the-glass manager's calls. A format has at most one listing: PUT adds or updates it. */

export function putListing(listing: PutListingRequest): Promise<GlassListing> {
  return apiRequest<GlassListing>('PUT', '/api/listings', listing);
}

export function deleteListing(id: string): Promise<void> {
  return apiRequest<void>('DELETE', `/api/listings/${encodeURIComponent(id)}`);
}
