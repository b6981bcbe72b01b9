import { sql } from 'kysely';
import { looksLikeProductBarcode } from '../../../domain/batch-commands.js';
import type { ScanResult } from '../../../domain/catalog.js';
import { BOTTLE_ID_MAX } from '../../../domain/inventory-commands.js';
import type { Db } from '../../db/database.js';
import type { Actor } from '../../http/actor.js';
import type { CatalogService } from '../catalog/index.js';
import { BOTTLE_COLUMNS, toBottle } from '../inventory/index.js';

const BOTTLE_SELECTION = BOTTLE_COLUMNS.map((column) => `bottles.${column}` as const);

/**
 * An id as scanned or typed is the exact spelling first; failing that, for a code with letters,
 * the one id that differs from it only by case (decision 0027: a label typed by hand in small
 * letters, `t3walk-05`, is the printed `T3WALK-05`). Ids are printable ASCII, whose case SQL's
 * lower() folds as JavaScript does. Two ids that differ only by case leave a spelling matching
 * neither unresolved rather than guessed.
 */
async function byId<Row>(
  code: string,
  exact: () => Promise<Row | undefined>,
  folded: (lower: string) => Promise<Row[]>,
): Promise<Row | undefined> {
  const row = await exact();
  if (row || !/[a-z]/i.test(code)) return row;
  const rows = await folded(code.toLowerCase());
  return rows.length === 1 ? rows[0] : undefined;
}

/**
 * The header Scan flow (docs/product.md §4): a known bottle opens its wine; a removed one says
 * when and why it left; a barcode is looked up.
 */
export class ScanService {
  constructor(
    private readonly db: Db,
    private readonly catalog: CatalogService,
  ) {}

  async resolve(actor: Actor, code: string): Promise<ScanResult> {
    // A code longer than any id (a long QR text) is no bottle, live or removed.
    if (code.length <= BOTTLE_ID_MAX) {
      const found = await this.bottle(actor.restaurantId, code);
      if (found) return found;
      const removed = await this.removed(actor.restaurantId, code);
      if (removed) return removed;
    }
    if (looksLikeProductBarcode(code)) {
      const match = await this.catalog.lookup(actor, code);
      if (match) return { kind: 'product', match };
    }
    return { kind: 'unknown', code };
  }

  private async bottle(
    restaurantId: string,
    code: string,
  ): Promise<Extract<ScanResult, { kind: 'bottle' }> | null> {
    const query = this.db.kysely
      .selectFrom('bottles')
      .innerJoin('formats', (join) =>
        join
          .onRef('formats.id', '=', 'bottles.format_id')
          .onRef('formats.restaurant_id', '=', 'bottles.restaurant_id'),
      )
      .select(BOTTLE_SELECTION)
      .select('formats.product_id')
      .where('bottles.restaurant_id', '=', restaurantId);
    const row = await byId(
      code,
      () => query.where('bottles.id', '=', code).executeTakeFirst(),
      (lower) =>
        query
          .where(sql<string>`lower(${sql.ref('bottles.id')})`, '=', lower)
          .limit(2)
          .execute(),
    );
    return row ? { kind: 'bottle', bottle: toBottle(row), productId: row.product_id } : null;
  }

  /** The last removal of the id, in this restaurant only: another's is unknown, as anything else. */
  private async removed(
    restaurantId: string,
    code: string,
  ): Promise<Extract<ScanResult, { kind: 'removed' }> | null> {
    const query = this.db.kysely
      .selectFrom('removed_bottles as r')
      .leftJoin('formats as f', (join) =>
        join.onRef('f.id', '=', 'r.format_id').onRef('f.restaurant_id', '=', 'r.restaurant_id'),
      )
      .select(['r.id', 'r.removed_at', 'r.reason', 'f.id as format_id', 'f.product_id'])
      .where('r.restaurant_id', '=', restaurantId);
    const row = await byId(
      code,
      () => query.where('r.id', '=', code).executeTakeFirst(),
      (lower) =>
        query
          .where(sql<string>`lower(${sql.ref('r.id')})`, '=', lower)
          .limit(2)
          .execute(),
    );
    if (!row) return null;
    return {
      kind: 'removed',
      code: row.id,
      removedAt: row.removed_at,
      reason: row.reason,
      formatId: row.format_id,
      productId: row.product_id,
    };
  }
}
