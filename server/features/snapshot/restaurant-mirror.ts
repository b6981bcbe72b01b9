import { InOrder } from '../../../domain/in-order.js';
import type { ChangeBatch } from '../../../domain/live.js';
import type { Restaurant } from '../../../domain/restaurant.js';
import { applyBatch, dataFromModel, type RestaurantData } from '../../../domain/restaurant-data.js';
import type { RestaurantModel } from '../../../domain/snapshot.js';

/**
 * One restaurant's model held in memory at a revision, kept current by applying each committed
 * change batch (which carries every changed entity's whole state) with the same rule as the
 * browser. A model after a write is then built from memory instead of re-reading the database. A batch that
 * does not follow on (a gap) or does not match the schemas leaves the mirror behind, and a mirror
 * behind the database's revision is never served: it is rebuilt.
 */
export class RestaurantMirror {
  private readonly order: InOrder<ChangeBatch>;
  private data: RestaurantData;
  private broken = false;

  constructor(
    readonly restaurantId: string,
    model: RestaurantModel,
  ) {
    this.data = dataFromModel(model);
    this.order = new InOrder(model.revision);
  }

  get revision(): number {
    return this.data.revision;
  }

  /** Applies the batch if it is the next revision (later ones wait for the ones before them). */
  offer(batch: ChangeBatch): void {
    if (this.broken) return;
    this.order.add(batch);
    for (const next of this.order.takeReady()) {
      // The mirror owns its maps: applying in place spares copying thousands of wines per write.
      const applied = applyBatch(this.data, next, { inPlace: true });
      if (typeof applied === 'string') {
        this.broken = true;
        this.order.clear();
        return;
      }
      this.data = applied;
    }
  }

  toModel(): RestaurantModel {
    const { data } = this;
    const restaurant: Restaurant = {
      id: this.restaurantId,
      name: data.restaurant.name,
      colors: [...data.colors.values()].sort((a, b) => a.position - b.position),
      locations: [...data.locations.values()].sort((a, b) => a.name.localeCompare(b.name)),
      categories: [...data.categories.values()].sort((a, b) => a.position - b.position),
      listings: [...data.listings.values()],
    };
    return {
      revision: data.revision,
      restaurant,
      products: [...data.products.values()],
      formats: [...data.formats.values()],
      counts: [...data.counts.values()],
    };
  }
}
