/**
 * The money view's formulas (decision 0017), pure so the server computes them and the
 * tests check them by hand. Money is whole cents. A bottle without a cost is counted and flagged,
 * never valued at zero: every sum says how many bottles it left out.
 */

/** One fluid ounce in millilitres (US customary), for pours per bottle. */
export const ML_PER_OZ = 29.5735;

/** The pours the glass list prices: 3oz and 5oz (SPEC §9). */
export const POURS_OZ = [3, 5] as const;
export type PourOz = (typeof POURS_OZ)[number];

/** The pour cost a restaurant aims under, in percent, until it sets its own. */
export const DEFAULT_POUR_COST_TARGET = 25;

/** How long a format may sit without movement before it is dead stock, unless asked otherwise. */
export const DEFAULT_DEAD_STOCK_DAYS = 90;

/** Bottles and their value at cost and at menu price; what had no cost or price is counted apart. */
export interface Valued {
  bottles: number;
  /** Sum of the costs of the bottles that have one. */
  costCents: number;
  /** Bottles left out of costCents because they have no cost. */
  withoutCost: number;
  priceCents: number;
  withoutPrice: number;
}

export const NOTHING: Valued = {
  bottles: 0,
  costCents: 0,
  withoutCost: 0,
  priceCents: 0,
  withoutPrice: 0,
};

/**
 * `bottles` bottles at one cost and price each (null: none set). A price of 0 is a price (a
 * bottle given away at 0 is worth 0 on the menu); a cost of 0 likewise.
 */
export function bottlesValue(
  bottles: number,
  costCents: number | null,
  priceCents: number | null,
): Valued {
  return {
    bottles,
    costCents: costCents === null ? 0 : bottles * costCents,
    withoutCost: costCents === null ? bottles : 0,
    priceCents: priceCents === null ? 0 : bottles * priceCents,
    withoutPrice: priceCents === null ? bottles : 0,
  };
}

export function addValued(a: Valued, b: Valued): Valued {
  return {
    bottles: a.bottles + b.bottles,
    costCents: a.costCents + b.costCents,
    withoutCost: a.withoutCost + b.withoutCost,
    priceCents: a.priceCents + b.priceCents,
    withoutPrice: a.withoutPrice + b.withoutPrice,
  };
}

/**
 * The cost of the goods that went out in a period: what was there at its start, plus what came
 * in, less what is there at its end. Each term is the value at cost of the bottles that have one.
 */
export function costOfGoods(
  openingCents: number,
  receivedCents: number,
  closingCents: number,
): number {
  return openingCents + receivedCents - closingCents;
}

/** How many pours of `oz` a bottle of `bottleSizeMl` gives (fractional: the last one is short). */
export function poursPerBottle(bottleSizeMl: number, oz: PourOz): number {
  return bottleSizeMl / (oz * ML_PER_OZ);
}

/**
 * A pour's cost as a percentage of its glass price: bottle cost ÷ pours per bottle ÷ glass price.
 * null when it cannot be said: no cost, no glass price (or 0, which no percentage describes), or
 * no bottle size.
 */
export function pourCostPercent(
  bottleCostCents: number | null,
  bottleSizeMl: number,
  oz: PourOz,
  glassPriceCents: number | null,
): number | null {
  if (bottleCostCents === null || glassPriceCents === null) return null;
  if (glassPriceCents <= 0 || bottleSizeMl <= 0) return null;
  return (bottleCostCents / poursPerBottle(bottleSizeMl, oz) / glassPriceCents) * 100;
}

/** Above the restaurant's target: the glass is priced too low for what it costs. */
export function aboveTarget(percent: number | null, targetPercent: number): boolean {
  return percent !== null && percent > targetPercent;
}

/** Bottles to order to bring a format back to its par level (0 when at or above it). */
export function toOrder(parLevel: number, onHand: number): number {
  return Math.max(0, parLevel - onHand);
}
