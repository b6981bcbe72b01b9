import type { ReportName, ReportSettings, ValueGroup } from '../../../domain/reports.js';
import { apiGet, apiRequest } from '../../lib/api-client.js';
import type { Period } from './period.js';

/** The Reports screen's calls (GET /api/reports/..., par levels, settings). */

export interface ReportParams {
  period: Period;
  group: ValueGroup;
  days: number;
  lang: string;
}

export function queryOf({ period, group, days, lang }: ReportParams): string {
  return new URLSearchParams({
    from: period.from.toISOString(),
    to: period.to.toISOString(),
    group,
    days: String(days),
    lang: lang === 'fr' ? 'fr' : 'en',
  }).toString();
}

export function fetchReport<T>(
  name: ReportName,
  params: ReportParams,
  signal: AbortSignal,
): Promise<T> {
  return apiGet<T>(`/api/reports/${name}?${queryOf(params)}`, { signal });
}

/** The CSV's address: a plain link downloads it with the session cookie. */
export function csvUrl(name: ReportName, params: ReportParams): string {
  return `/api/reports/${name}/export.csv?${queryOf(params)}`;
}

export function fetchSettings(signal?: AbortSignal): Promise<ReportSettings> {
  return apiGet<ReportSettings>('/api/reports/settings', signal ? { signal } : {});
}

export function saveSettings(
  settings: Pick<ReportSettings, 'currency' | 'pourCostTarget'>,
): Promise<ReportSettings> {
  return apiRequest<ReportSettings>('PUT', '/api/reports/settings', settings);
}
