import {
  type CostArrival,
  costChangePercent,
  type FormatCosts,
  isCostRise,
} from '../../../domain/deliveries.js';
import type { Db } from '../../db/database.js';
import type { Actor } from '../../http/actor.js';
import { notFound } from '../../http/app-error.js';
import { type Arrival, onHandCosts, readArrivals } from './arrivals-repo.js';
import { readCostRisePercent } from './cost-rise-repo.js';

/**
 * Arrivals of one format, oldest first, each against the one before it that had a cost: the
 * change in percent and whether it rose above `percent`.
 */
export function costHistory(arrivals: readonly Arrival[], percent: number): CostArrival[] {
  let before: number | null = null;
  return arrivals.map((arrival) => {
    const changePercent = costChangePercent(before, arrival.unitCostCents);
    const rise = isCostRise(before, arrival.unitCostCents, percent);
    if (arrival.unitCostCents !== null) before = arrival.unitCostCents;
    return {
      at: arrival.at,
      deliveryId: arrival.deliveryId,
      supplier: arrival.supplier,
      unitCostCents: arrival.unitCostCents,
      bottles: arrival.bottles,
      changePercent,
      rise,
    };
  });
}

/** A format's costs: the wine detail's costs and cost history (owners and managers). */
export async function formatCosts(db: Db, actor: Actor, formatId: string): Promise<FormatCosts> {
  const id = actor.restaurantId;
  const format = await db.kysely
    .selectFrom('formats')
    .select('cost_cents')
    .where('restaurant_id', '=', id)
    .where('id', '=', formatId)
    .executeTakeFirst();
  if (!format) throw notFound();
  const [arrivals, here, percent] = await Promise.all([
    readArrivals(db.kysely, id, { formatIds: [formatId] }),
    onHandCosts(db.kysely, id, formatId),
    readCostRisePercent(db.kysely, id),
  ]);
  const history = costHistory(arrivals, percent);
  const last = history.findLast((arrival) => arrival.unitCostCents !== null);
  return {
    formatId,
    defaultCostCents: format.cost_cents,
    lastCostCents: last?.unitCostCents ?? null,
    averageCostCents: here.costed === 0 ? null : Math.round(here.costCents / here.costed),
    onHand: here.bottles,
    valueCents: here.costCents,
    withoutCost: here.bottles - here.costed,
    risePercent: percent,
    arrivals: history.reverse(),
  };
}
