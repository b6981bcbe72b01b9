import type { CostChangesReport, ReportQuery } from '../../../domain/reports.js';
import type { Db } from '../../db/database.js';
import {
  type Arrival,
  costHistory,
  readArrivals,
  readCostRisePercent,
} from '../deliveries/index.js';
import type { FormatFacts } from './money-view-repo.js';
import { periodOf } from './report-period.js';

/**
 * Cost changes: each arrival of the period (a delivery, or bottles added a day without one) at a
 * unit cost other than its format's arrival before it, here or gone since.
 */
export async function costChanges(
  db: Db,
  restaurantId: string,
  formats: ReadonlyMap<string, FormatFacts>,
  query: ReportQuery,
): Promise<CostChangesReport> {
  const period = periodOf(query);
  const [within, percent] = await Promise.all([
    readArrivals(db.kysely, restaurantId, { from: period.from, to: period.to }),
    readCostRisePercent(db.kysely, restaurantId),
  ]);
  // One grouped pass over what came before, kept for the formats that had an arrival in it: a
  // read per 500 formats took ten times as long over a year (bench/reports.ts).
  const formatIds = new Set(within.map((arrival) => arrival.formatId));
  const before = (await readArrivals(db.kysely, restaurantId, { to: period.from })).filter(
    (arrival) => formatIds.has(arrival.formatId),
  );
  const byFormat = new Map<string, Arrival[]>();
  for (const arrival of [...before, ...within]) {
    byFormat.set(arrival.formatId, [...(byFormat.get(arrival.formatId) ?? []), arrival]);
  }
  const rows: CostChangesReport['rows'] = [];
  for (const [formatId, arrivals] of byFormat) {
    const format = formats.get(formatId);
    if (format === undefined) continue;
    arrivals.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
    let last: number | null = null;
    for (const arrival of costHistory(arrivals, percent)) {
      const cost = arrival.unitCostCents;
      const changed = cost !== null && last !== null && cost !== last;
      if (changed && arrival.at >= period.from && arrival.changePercent !== null) {
        rows.push({
          formatId,
          name: format.name,
          producer: format.producer,
          vintage: format.vintage,
          bottleSize: format.bottleSize,
          costCents: format.costCents,
          at: arrival.at,
          supplier: arrival.supplier,
          bottles: arrival.bottles,
          beforeCents: last ?? 0,
          afterCents: cost,
          changePercent: arrival.changePercent,
          rise: arrival.rise,
        });
      }
      if (cost !== null) last = cost;
    }
  }
  rows.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : a.name.localeCompare(b.name)));
  return { from: period.from, to: period.to, risePercent: percent, rows };
}
