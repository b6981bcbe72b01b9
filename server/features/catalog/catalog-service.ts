import { canonicalBarcode } from '../../../domain/barcode.js';
import type { BarcodeMatch } from '../../../domain/catalog.js';
import type { Product } from '../../../domain/inventory.js';
import type { Db } from '../../db/database.js';
import type { Actor } from '../../http/actor.js';
import { AppError } from '../../http/app-error.js';
import { toProduct } from '../inventory/index.js';
import { type CatalogEntry, findCatalogEntry, upsertCatalogEntry } from './catalog-repo.js';
import type { CatalogProvider } from './open-food-facts.js';

/**
 * Barcode -> product, from (in order) this restaurant's own profiles, the shared catalog, then the
 * online provider when one is configured (its answers are kept in the catalog). Any spelling of a
 * barcode finds it: all are stored and compared in the canonical one (domain/barcode.ts).
 *
 * The shared catalog holds imported data only (catalog:import, Open Food Facts): what a restaurant
 * types into a profile serves its own lookups and never another's (decision 0007).
 */
export class CatalogService {
  constructor(
    private readonly db: Db,
    private readonly provider: CatalogProvider | null,
  ) {}

  async lookup(actor: Actor, spelling: string): Promise<BarcodeMatch | null> {
    const barcode = canonicalBarcode(spelling);
    const own = await this.db.kysely
      .selectFrom('products')
      .selectAll()
      .where('restaurant_id', '=', actor.restaurantId)
      .where('barcode', '=', barcode)
      .executeTakeFirst();
    if (own)
      return { source: 'restaurant', productId: own.id, product: entryOf(toProduct(own), barcode) };

    const shared = await findCatalogEntry(this.db.kysely, barcode);
    if (shared) return { source: 'catalog', productId: null, product: shared };

    if (!this.provider) return null;
    let found: CatalogEntry | null;
    try {
      found = await this.provider.lookup(barcode);
    } catch {
      throw new AppError('lookup-failed');
    }
    if (!found) return null;
    await upsertCatalogEntry(this.db.kysely, found, 'openfoodfacts', new Date().toISOString());
    return { source: 'openfoodfacts', productId: null, product: found };
  }
}

function entryOf(product: Product, barcode: string): CatalogEntry {
  return {
    barcode,
    name: product.name,
    producer: product.producer,
    country: product.country,
    region: product.region,
    appellation: product.appellation,
    mainCategory: product.mainCategory,
    varieties: product.varieties,
  };
}
