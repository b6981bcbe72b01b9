import type { z } from 'zod';
import type {
  QuantityRow,
  quantityRequestSchema,
  StocktakeQuantityChange,
} from '../../../domain/stocktakes.js';
import type { Db } from '../../db/database.js';
import type { Writer } from '../../db/writer.js';
import type { Actor } from '../../http/actor.js';
import { AppError, notFound } from '../../http/app-error.js';
import { readQuantities, setQuantity } from './stocktake-quantity-repo.js';
import * as reads from './stocktake-read-repo.js';
import { type Place, placeExists } from './stocktake-repo.js';
import { covers, notOpen, placesOf } from './stocktake-rules.js';

type Request = z.output<typeof quantityRequestSchema>;

/**
 * Manual bottles (no QR label) counted by quantity per format and place (decision 0026): a member
 * says how many of a format are on the shelf, rather than ticking each. The number replaces the
 * one counted before (the last word, with who and when), reaches the other phones by the live
 * feed as a `stocktake.quantity` change with the place's new totals, and Apply reconciles it
 * (quantity-reconcile.ts).
 */
export class StocktakeQuantities {
  constructor(
    private readonly db: Db,
    private readonly writer: Writer,
  ) {}

  /** The formats to count by quantity in one place, with the last count of each. */
  async list(actor: Actor, id: string, place: Place): Promise<{ rows: QuantityRow[] }> {
    if (!(await reads.readStocktake(this.db.kysely, actor.restaurantId, id))) throw notFound();
    const rows = await readQuantities(this.db.kysely, actor.restaurantId, id, place);
    const names = await reads.userNames(
      this.db.kysely,
      actor.restaurantId,
      rows.flatMap((row) => (row.countedBy ? [row.countedBy] : [])),
    );
    return { rows: rows.map((row) => rowOf(row, names)) };
  }

  /**
   * Sets how many of a format were counted in a place: refused, changing nothing, as a scan is
   * (a paused or finished count, a place outside it or gone), and for a format the restaurant
   * does not have. The stocktake's row is read FOR SHARE on PostgreSQL: an Apply, a pause or a
   * cancel that changed it first is what this reads, and one that comes after waits for it.
   */
  async set(actor: Actor, id: string, request: Request): Promise<QuantityRow> {
    const place = { locationId: request.locationId, bin: request.bin };
    const at = new Date().toISOString();
    await this.writer.write(actor, async (tx, record) => {
      const stocktake = await tx
        .selectFrom('stocktakes')
        .select(['status', 'places'])
        .where('restaurant_id', '=', actor.restaurantId)
        .where('id', '=', id)
        .$if(this.db.dialect === 'postgres', (query) => query.forShare())
        .executeTakeFirst();
      if (!stocktake) throw notFound();
      if (stocktake.status !== 'open') throw notOpen(stocktake.status);
      if (!covers(placesOf(stocktake), place)) throw new AppError('stocktake-place-outside');
      if (!(await placeExists(tx, actor.restaurantId, place))) {
        throw new AppError(place.bin ? 'bin-unknown' : 'location-unknown');
      }
      const format = await tx
        .selectFrom('formats')
        .select('id')
        .where('restaurant_id', '=', actor.restaurantId)
        .where('id', '=', request.formatId)
        .executeTakeFirst();
      if (!format) throw new AppError('format-unknown');
      const { expected, totals } = await setQuantity(
        tx,
        this.db.dialect,
        { restaurantId: actor.restaurantId, stocktakeId: id, formatId: request.formatId, place },
        { quantity: request.quantity, userId: actor.userId, at },
      );
      const names = await reads.userNames(tx, actor.restaurantId, [actor.userId]);
      const data: StocktakeQuantityChange = {
        stocktakeId: id,
        formatId: request.formatId,
        place,
        expected,
        quantity: request.quantity,
        userId: actor.userId,
        countedBy: names.get(actor.userId) ?? '',
        at,
        totals,
      };
      record({ entity: 'stocktake', id, op: 'put', action: 'stocktake.quantity', data });
    });
    const rows = await this.list(actor, id, place);
    const row = rows.rows.find((candidate) => candidate.formatId === request.formatId);
    if (!row) throw notFound();
    return row;
  }
}

function rowOf(
  row: Awaited<ReturnType<typeof readQuantities>>[number],
  names: ReadonlyMap<string, string>,
): QuantityRow {
  return {
    formatId: row.formatId,
    expected: row.expected,
    quantity: row.quantity,
    countedBy: row.countedBy === null ? null : (names.get(row.countedBy) ?? ''),
    countedAt: row.countedAt,
  };
}
