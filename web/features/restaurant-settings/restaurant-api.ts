import type { ReportSettings } from '../../../domain/reports.js';
import { apiGet, apiRequest } from '../../lib/api-client.js';

/** Owners only; every open tab takes the new currency from the live feed. */
export function putCurrency(currency: string): Promise<{ currency: string }> {
  return apiRequest<{ currency: string }>('PUT', '/api/restaurant/currency', { currency });
}

/** The pour-cost target the By the glass report flags above (owners and managers). */
export function fetchPourCostTarget(signal: AbortSignal): Promise<number> {
  return apiGet<ReportSettings>('/api/reports/settings', { signal }).then(
    (settings) => settings.pourCostTarget,
  );
}

export function putPourCostTarget(pourCostTarget: number): Promise<ReportSettings> {
  return apiRequest<ReportSettings>('PUT', '/api/reports/settings', { pourCostTarget });
}
