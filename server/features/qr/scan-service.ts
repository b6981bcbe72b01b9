import { looksLikeProductBarcode } from '../../../domain/batch-commands.js';
import type { ScanResult } from '../../../domain/catalog.js';
import type { Db } from '../../db/database.js';
import type { Actor } from '../../http/actor.js';
import type { CatalogService } from '../catalog/catalog-service.js';
import { BOTTLE_COLUMNS, toBottle } from '../inventory/row-mappers.js';

const BOTTLE_SELECTION = BOTTLE_COLUMNS.map((column) => `bottles.${column}` as const);

/**
 * The header Scan flow (docs/product.md §4): a known bottle opens its wine; a removed one says
 * when and why it left (issue 16); a barcode is looked up.
 */
export class ScanService {
  constructor(
    private readonly db: Db,
    private readonly catalog: CatalogService,
  ) {}

  async resolve(actor: Actor, code: string): Promise<ScanResult> {
    const row = await this.db.kysely
      .selectFrom('bottles')
      .innerJoin('formats', (join) =>
        join
          .onRef('formats.id', '=', 'bottles.format_id')
          .onRef('formats.restaurant_id', '=', 'bottles.restaurant_id'),
      )
      .select(BOTTLE_SELECTION)
      .select('formats.product_id')
      .where('bottles.restaurant_id', '=', actor.restaurantId)
      .where('bottles.id', '=', code)
      .executeTakeFirst();
    if (row) return { kind: 'bottle', bottle: toBottle(row), productId: row.product_id };
    const removed = await this.removed(actor.restaurantId, code);
    if (removed) return removed;
    if (looksLikeProductBarcode(code)) {
      const match = await this.catalog.lookup(actor, code);
      if (match) return { kind: 'product', match };
    }
    return { kind: 'unknown', code };
  }
  /** The last removal of the id, in this restaurant only: another's is unknown, as anything else. */
  private async removed(
    restaurantId: string,
    code: string,
  ): Promise<Extract<ScanResult, { kind: 'removed' }> | null> {
    const row = await this.db.kysely
      .selectFrom('removed_bottles as r')
      .leftJoin('formats as f', (join) =>
        join.onRef('f.id', '=', 'r.format_id').onRef('f.restaurant_id', '=', 'r.restaurant_id'),
      )
      .select(['r.removed_at', 'r.reason', 'f.id as format_id', 'f.product_id'])
      .where('r.restaurant_id', '=', restaurantId)
      .where('r.id', '=', code)
      .executeTakeFirst();
    if (!row) return null;
    return {
      kind: 'removed',
      code,
      removedAt: row.removed_at,
      reason: row.reason,
      formatId: row.format_id,
      productId: row.product_id,
    };
  }
}
