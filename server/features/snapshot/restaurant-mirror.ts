import type { Bottle, Format, Product } from '../../../domain/inventory.js';
import type { ChangeBatch } from '../../../domain/live.js';
import type {
  Category,
  Color,
  GlassListing,
  Location,
  Restaurant,
} from '../../../domain/restaurant.js';
import type { Snapshot } from '../../../domain/snapshot.js';

/**
 * One restaurant's data held in memory at a revision, kept current by applying each committed change
 * batch (which carries every changed entity's whole state). A snapshot after a write is then built
 * from memory instead of re-reading 20,000 rows. A batch that does not follow on (a gap) leaves the
 * mirror behind, and a mirror behind the database's revision is never served: it is rebuilt.
 */
export class RestaurantMirror {
  private readonly pending = new Map<number, ChangeBatch>();
  private readonly products: Map<string, Product>;
  private readonly formats: Map<string, Format>;
  private readonly bottles: Map<string, Bottle>;
  private readonly colors: Map<string, Color>;
  private readonly locations: Map<string, Location>;
  private readonly categories: Map<string, Category>;
  private readonly listings: Map<string, GlassListing>;
  private name: string;
  revision: number;

  constructor(
    readonly restaurantId: string,
    snapshot: Snapshot,
  ) {
    this.revision = snapshot.revision;
    this.name = snapshot.restaurant.name;
    const byId = <T extends { id: string }>(items: T[]) =>
      new Map(items.map((item) => [item.id, item]));
    this.products = byId(snapshot.products);
    this.formats = byId(snapshot.formats);
    this.bottles = byId(snapshot.bottles);
    this.colors = byId(snapshot.restaurant.colors);
    this.locations = byId(snapshot.restaurant.locations);
    this.categories = new Map(
      snapshot.restaurant.categories.map((category) => [category.key, category]),
    );
    this.listings = byId(snapshot.restaurant.listings);
  }

  /** Applies the batch if it is the next revision (later ones wait for the ones before them). */
  offer(batch: ChangeBatch): void {
    if (batch.revision <= this.revision) return;
    this.pending.set(batch.revision, batch);
    for (
      let next = this.pending.get(this.revision + 1);
      next;
      next = this.pending.get(this.revision + 1)
    ) {
      this.pending.delete(next.revision);
      this.apply(next);
    }
  }

  toSnapshot(): Snapshot {
    const restaurant: Restaurant = {
      id: this.restaurantId,
      name: this.name,
      colors: [...this.colors.values()].sort((a, b) => a.position - b.position),
      locations: [...this.locations.values()].sort((a, b) => a.name.localeCompare(b.name)),
      categories: [...this.categories.values()].sort((a, b) => a.position - b.position),
      listings: [...this.listings.values()],
    };
    return {
      revision: this.revision,
      restaurant,
      products: [...this.products.values()],
      formats: [...this.formats.values()],
      bottles: [...this.bottles.values()],
    };
  }

  private apply(batch: ChangeBatch): void {
    for (const change of batch.changes) {
      const map = this.mapOf(change.entity);
      if (change.entity === 'restaurant') {
        const data = change.data as { name?: unknown } | null;
        if (typeof data?.name === 'string') this.name = data.name;
        continue;
      }
      if (!map) continue;
      if (change.op === 'delete') map.delete(change.id);
      else map.set(change.id, change.data);
    }
    this.revision = batch.revision;
  }

  private mapOf(
    entity: ChangeBatch['changes'][number]['entity'],
  ): Map<string, unknown> | undefined {
    switch (entity) {
      case 'product':
        return this.products;
      case 'format':
        return this.formats;
      case 'bottle':
        return this.bottles;
      case 'color':
        return this.colors;
      case 'location':
        return this.locations;
      case 'category':
        return this.categories;
      case 'listing':
        return this.listings;
      default:
        return undefined;
    }
  }
}
