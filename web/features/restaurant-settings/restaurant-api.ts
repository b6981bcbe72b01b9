import * as reportOps from '../../../domain/operations/reports.js';
import * as ops from '../../../domain/operations/restaurant.js';
import type { ReportSettings } from '../../../domain/reports.js';
import { call } from '../../lib/call.js';

/** Owners only; every open tab takes the new currency from the live feed. */
export function putCurrency(currency: string): Promise<{ currency: string }> {
  return call(ops.setCurrency, { body: { currency } });
}

/** The pour-cost target and cost-rise percentage the reports flag above. */
export function fetchReportSettings(signal: AbortSignal): Promise<ReportSettings> {
  return call(reportOps.reportSettings, {}, { signal });
}

/** Owners only: the cost history and Cost changes flag a unit cost that rose more than this. */
export function putCostRisePercent(costRisePercent: number): Promise<{ costRisePercent: number }> {
  return call(ops.setCostRisePercent, { body: { costRisePercent } });
}

export function putPourCostTarget(pourCostTarget: number): Promise<ReportSettings> {
  return call(reportOps.saveReportSettings, { body: { pourCostTarget } });
}
