import type { ReportQuery } from '../../../domain/reports.js';
import { glassesAsBottles } from '../../../domain/sales.js';
import {
  bottles2,
  EXPLAINED_REASONS,
  type ExplainedReason,
  salesDays,
  USED_REASONS,
  type VarianceReport,
  type VarianceRow,
} from '../../../domain/variance.js';
import type { Db } from '../../db/database.js';
import type { FormatFacts } from './format-facts-repo.js';
import { periodOf } from './report-period.js';
import * as repo from './variance-repo.js';
import { readItemSales, readMatchedItems } from './variance-sales-repo.js';
import { unmatched } from './variance-unmatched.js';

const FULL = 1000;
/** As `localeCompare`, without finding its collator again for each of thousands of pairs. */
const byName = new Intl.Collator();

interface Tally {
  removed: number;
  depleted: number;
  sold: number;
  /** The removed-as-used bottles' own costs (those with one). */
  removedCost: number;
  removedCosted: number;
  explained: Record<ExplainedReason, number>;
}

const emptyTally = (): Tally => ({
  removed: 0,
  depleted: 0,
  sold: 0,
  removedCost: 0,
  removedCosted: 0,
  explained: { broken: 0, gift: 0, returned: 0 },
});

/**
 * Open bottles' levels dropped in the period, in bottles, per format: for each bottle whose level
 * changed in it, its level before the period (or the first it was given in it: opened full)
 * less its last level in it. A bottle removed as used in the period is counted by its removal
 * alone, not twice.
 */
function depletion(
  levels: readonly repo.Level[],
  from: string,
  formatOf: ReadonlyMap<string, string>,
  usedIds: ReadonlySet<string>,
): Map<string, number> {
  const byBottle = new Map<string, repo.Level[]>();
  for (const level of levels) {
    if (usedIds.has(level.bottleId)) continue;
    byBottle.set(level.bottleId, [...(byBottle.get(level.bottleId) ?? []), level]);
  }
  const byFormat = new Map<string, number>();
  for (const [bottleId, rows] of byBottle) {
    const formatId = formatOf.get(bottleId);
    if (formatId === undefined) continue;
    rows.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
    const before = rows.filter((row) => row.at < from).at(-1);
    const start = before?.permille ?? rows.find((row) => row.at >= from)?.permille ?? FULL;
    const end = rows.at(-1)?.permille ?? start;
    const drop = Math.max(0, start - end) / FULL;
    if (drop > 0) byFormat.set(formatId, (byFormat.get(formatId) ?? 0) + drop);
  }
  return byFormat;
}

/**
 * The variance at cost (decision 0055): the bottles removed as used at their own costs, as far as
 * they go; a shortfall beyond them at the format's average bottle cost in the cellar (else its
 * cost); null when neither is known.
 */
function varianceCost(
  variance: number,
  tally: Tally,
  average: number | undefined,
  format: FormatFacts,
): number | null {
  if (variance === 0) return 0;
  const size = Math.abs(variance);
  const atOwn = Math.min(size, tally.removedCosted);
  const ownUnit = tally.removedCosted > 0 ? tally.removedCost / tally.removedCosted : 0;
  const beyond = size - atOwn;
  const fallback = average ?? format.costCents;
  if (beyond > 0 && fallback === null) return null;
  return Math.sign(variance) * Math.round(atOwn * ownUnit + beyond * (fallback ?? 0));
}

/** The Variance report of a period: see domain/variance.ts. */
export async function variance(
  db: Db,
  restaurantId: string,
  formatsRead: Promise<ReadonlyMap<string, FormatFacts>>,
  query: ReportQuery,
): Promise<VarianceReport> {
  const period = periodOf(query);
  const days = salesDays(query.from ?? period.from, query.to ?? period.to);
  const k = db.heavyReads;
  const [removals, sales, levels, lists, formats] = await Promise.all([
    repo.readRemovalSums(k, db.dialect, restaurantId, period.from, period.to),
    readMatchedItems(k, restaurantId).then((matched) =>
      readItemSales(k, db.dialect, restaurantId, days.firstDay, days.lastDay, matched),
    ),
    repo.readLevels(k, restaurantId, period.from, period.to),
    unmatched(db, restaurantId, formatsRead, period, days),
    formatsRead,
  ]);
  const levelIds = [...new Set(levels.map((level) => level.bottleId))];
  const [formatOf, usedIds] = await Promise.all([
    repo.readBottleFormats(k, restaurantId, levelIds),
    repo.readRemovedAs(k, restaurantId, levelIds, USED_REASONS, period.from, period.to),
  ]);
  const depleted = depletion(levels, period.from, formatOf, usedIds);

  const tallies = new Map<string, Tally>();
  const tally = (formatId: string) => {
    let found = tallies.get(formatId);
    if (found === undefined) {
      found = emptyTally();
      tallies.set(formatId, found);
    }
    return found;
  };
  for (const sum of removals) {
    const t = tally(sum.formatId);
    t.removed += sum.used;
    t.removedCost += sum.usedCostCents;
    t.removedCosted += sum.usedCosted;
    for (const reason of EXPLAINED_REASONS) t.explained[reason] += sum.explained[reason];
  }
  for (const [formatId, drop] of depleted) tally(formatId).depleted += drop;
  for (const sale of sales) {
    const format = formats.get(sale.formatId);
    if (format === undefined) continue;
    tally(sale.formatId).sold +=
      sale.kind === 'bottle'
        ? sale.quantity
        : sale.pour === null
          ? 0
          : glassesAsBottles(sale.quantity, sale.pour, format.bottleSize);
  }

  const shortOf = [...tallies].flatMap(([formatId, t]) =>
    t.sold < t.removed + t.depleted && t.removed + t.depleted - t.sold > t.removedCosted
      ? [formatId]
      : [],
  );
  const averages = await repo.readAverageCosts(k, restaurantId, shortOf);

  const rows: VarianceRow[] = [];
  for (const [formatId, t] of tallies) {
    const format = formats.get(formatId);
    if (format === undefined) continue;
    const used = bottles2(t.removed + t.depleted);
    const sold = bottles2(t.sold);
    if (used === 0 && sold === 0 && !Object.values(t.explained).some((n) => n > 0)) continue;
    const difference = bottles2(sold - used);
    rows.push({
      formatId,
      name: format.name,
      producer: format.producer,
      vintage: format.vintage,
      bottleSize: format.bottleSize,
      removed: t.removed,
      depleted: bottles2(t.depleted),
      used,
      sold,
      variance: difference,
      costCents: varianceCost(difference, t, averages.get(formatId), format),
      priceCents: format.priceCents === null ? null : Math.round(difference * format.priceCents),
      sharePercent: used === 0 ? null : Math.round((difference / used) * 1000) / 10,
      explained: t.explained,
    });
  }
  // The largest shortfall first: what the owner looks for.
  rows.sort((a, b) => a.variance - b.variance || byName.compare(a.name, b.name));

  return {
    from: period.from,
    to: period.to,
    firstDay: days.firstDay,
    lastDay: days.lastDay,
    rows,
    total: {
      used: bottles2(rows.reduce((sum, row) => sum + row.used, 0)),
      sold: bottles2(rows.reduce((sum, row) => sum + row.sold, 0)),
      variance: bottles2(rows.reduce((sum, row) => sum + row.variance, 0)),
      costCents: rows.reduce((sum, row) => sum + (row.costCents ?? 0), 0),
      withoutCost: rows.filter((row) => row.costCents === null).length,
      priceCents: rows.reduce((sum, row) => sum + (row.priceCents ?? 0), 0),
      explained: rows.reduce(
        (sum, row) => sum + row.explained.broken + row.explained.gift + row.explained.returned,
        0,
      ),
    },
    ...lists,
  };
}
