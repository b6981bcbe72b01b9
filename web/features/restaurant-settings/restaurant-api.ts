import * as reportOps from '../../../domain/operations/reports.js';
import * as ops from '../../../domain/operations/restaurant.js';
import type { ReportSettings } from '../../../domain/reports.js';
import { call } from '../../lib/call.js';

/** Owners only; every open tab takes the new currency from the live feed. */
export function putCurrency(currency: string): Promise<{ currency: string }> {
  return call(ops.setCurrency, { body: { currency } });
}

/** The pour-cost target the By the glass report flags above (owners and managers). */
export function fetchPourCostTarget(signal: AbortSignal): Promise<number> {
  return call(reportOps.reportSettings, {}, { signal }).then((settings) => settings.pourCostTarget);
}

export function putPourCostTarget(pourCostTarget: number): Promise<ReportSettings> {
  return call(reportOps.saveReportSettings, { body: { pourCostTarget } });
}
