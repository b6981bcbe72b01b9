import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { QuantityRow, quantityRequestSchema } from '../../../domain/stocktakes.js';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { Writer } from '../../db/writer.js';
import type { Actor } from '../../http/actor.js';
import { notFound } from '../../http/app-error.js';
import { setStocktakeQuantity } from './stocktake-commands.js';
import { readQuantities } from './stocktake-quantity-repo.js';
import * as reads from './stocktake-read-repo.js';
import type { Place } from './stocktake-repo.js';

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
   * Sets how many of a format were counted in a place (setStocktakeQuantity), then answers the
   * format's row as the list shows it.
   */
  async set(actor: Actor, id: string, request: Request): Promise<QuantityRow> {
    const at = new Date().toISOString();
    await this.writer.write(actor, (tx, record) =>
      setStocktakeQuantity({ tx, dialect: this.db.dialect, record }, actor, id, request, at),
    );
    return quantityRow(this.db.kysely, actor.restaurantId, id, request);
  }
}

/**
 * The row of the format just counted, as the list shows it: what setStocktakeQuantity answers
 * (read after its write, or in it: a phone's replay answers the same).
 */
export async function quantityRow(
  db: Kysely<Database>,
  restaurantId: string,
  id: string,
  request: Request,
): Promise<QuantityRow> {
  const place = { locationId: request.locationId, bin: request.bin };
  const rows = await readQuantities(db, restaurantId, id, place);
  const row = rows.find((candidate) => candidate.formatId === request.formatId);
  if (!row) throw notFound();
  const names = await reads.userNames(db, restaurantId, row.countedBy ? [row.countedBy] : []);
  return rowOf(row, names);
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
