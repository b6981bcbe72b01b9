import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { GlassListing } from '../../../domain/restaurant.js';
import type { putListingRequestSchema } from '../../../domain/restaurant-commands.js';
import { isForeignKeyViolation } from '../../db/constraint-errors.js';
import type { Writer } from '../../db/writer.js';
import type { Actor } from '../../http/actor.js';
import { AppError, notFound } from '../../http/app-error.js';
import * as repo from './listing-repo.js';

type PutListing = z.output<typeof putListingRequestSchema>;

/** The by-the-glass manager (docs/product.md §5): one listing per format, with a 3oz and/or 5oz price. */
export class ListingService {
  constructor(private readonly writer: Writer) {}

  /** Adds the format's listing, or updates the one it already has. */
  async put(actor: Actor, request: PutListing): Promise<GlassListing> {
    if (request.price3oz === null && request.price5oz === null)
      throw new AppError('listing-needs-price');
    try {
      return await this.writer.write(actor, async (tx, record) => {
        const listing = await repo.upsertListing(tx, actor.restaurantId, randomUUID(), request);
        record({
          entity: 'listing',
          id: listing.id,
          op: 'put',
          action: 'listing.put',
          data: listing,
        });
        return listing;
      });
    } catch (error) {
      // The format is missing or another restaurant's: answered like any missing id.
      if (isForeignKeyViolation(error)) throw notFound();
      throw error;
    }
  }

  async remove(actor: Actor, id: string): Promise<void> {
    await this.writer.write(actor, async (tx, record) => {
      if (!(await repo.deleteListingRow(tx, actor.restaurantId, id))) throw notFound();
      record({ entity: 'listing', id, op: 'delete', action: 'listing.remove', data: null });
    });
  }
}
