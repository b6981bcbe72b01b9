import type { z } from 'zod';
import type { putCostRiseSchema } from '../../../domain/deliveries.js';
import type { putCurrencySchema } from '../../../domain/restaurant.js';
import type { Writer } from '../../db/writer.js';
import type { Actor } from '../../http/actor.js';
import { notFound } from '../../http/app-error.js';

type PutCurrency = z.output<typeof putCurrencySchema>;
type PutCostRise = z.output<typeof putCostRiseSchema>;

/** The restaurant's own settings, which only its owners change (edit-restaurant). */
export class RestaurantService {
  constructor(private readonly writer: Writer) {}

  /**
   * Every figure of its money is in the new currency at once: the open tabs take it from the live
   * feed's restaurant change, the menus are drawn again.
   */
  async putCurrency(actor: Actor, request: PutCurrency): Promise<PutCurrency> {
    return this.writer.write(actor, async (tx, record) => {
      const row = await tx
        .updateTable('restaurants')
        .set({ currency: request.currency })
        .where('id', '=', actor.restaurantId)
        .returning(['id', 'name'])
        .executeTakeFirst();
      if (!row) throw notFound();
      record({
        entity: 'restaurant',
        id: row.id,
        op: 'put',
        action: 'restaurant.currency',
        data: { id: row.id, name: row.name, currency: request.currency },
      });
      return { currency: request.currency };
    });
  }

  /** The wine detail's cost history and the Cost changes report flag rises above it. */
  async putCostRise(actor: Actor, request: PutCostRise): Promise<PutCostRise> {
    return this.writer.write(actor, async (tx, record) => {
      const row = await tx
        .updateTable('restaurants')
        .set({ cost_rise_percent: request.costRisePercent })
        .where('id', '=', actor.restaurantId)
        .returning('id')
        .executeTakeFirst();
      if (!row) throw notFound();
      record({
        entity: 'report',
        id: row.id,
        op: 'put',
        action: 'report.settings',
        data: { costRisePercent: request.costRisePercent },
      });
      return { costRisePercent: request.costRisePercent };
    });
  }
}
