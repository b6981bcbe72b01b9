import type { CostChangesReport, ReportQuery } from '../../../domain/reports.js';
import type { Db } from '../../db/database.js';
import {
  type Arrival,
  costHistory,
  formatsOfSeveralCosts,
  readArrivals,
  readCostRisePercent,
} from '../deliveries/index.js';
import { readFormats } from './format-facts-repo.js';
import { periodOf } from './report-period.js';

/** The formats one statement names (as `parameterChunks`). */
const FEW_FORMATS = 500;

/**
 * Cost changes: each arrival of the period (a delivery, or bottles added a day without one) at a
 * unit cost other than its format's arrival before it, here or gone since.
 */
export async function costChanges(
  db: Db,
  restaurantId: string,
  query: ReportQuery,
): Promise<CostChangesReport> {
  const period = periodOf(query);
  const [changing, percent] = await Promise.all([
    formatsOfSeveralCosts(db.heavyReads, restaurantId, period.from),
    readCostRisePercent(db.heavyReads, restaurantId),
  ]);
  // Only the formats that had two costs or more are grouped by arrival: grouping every arrival
  // of a year, here and gone, took 2.2 s on SQLite (bench/reports.ts), most of it for formats
  // whose cost never changed. Past a statement's worth of them, one grouped pass over all is
  // kept, as a read per 500 formats took ten times as long. What came before the period gives
  // the cost before it of the formats that had an arrival in it.
  const few = changing.length <= FEW_FORMATS;
  const [before, within] = await Promise.all([
    readArrivals(db.heavyReads, restaurantId, {
      formatIds: few ? changing : undefined,
      to: period.from,
    }),
    readArrivals(db.heavyReads, restaurantId, {
      formatIds: few ? changing : undefined,
      from: period.from,
      to: period.to,
    }),
  ]);
  const kept = new Set(changing);
  const arrived = new Set(
    within.flatMap((arrival) => (kept.has(arrival.formatId) ? [arrival.formatId] : [])),
  );
  const byFormat = new Map<string, Arrival[]>();
  for (const arrival of [...before, ...within]) {
    if (!arrived.has(arrival.formatId)) continue;
    const arrivals = byFormat.get(arrival.formatId);
    if (arrivals === undefined) byFormat.set(arrival.formatId, [arrival]);
    else arrivals.push(arrival);
  }
  // The facts of the few formats listed only, not of the restaurant's every format: the other
  // reports' cached read, which any change makes again, was most of a first open on SQLite.
  const facts = await readFormats(db.heavyReads, restaurantId, [...byFormat.keys()]);
  const formats = new Map(facts.map((format) => [format.id, format]));
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
