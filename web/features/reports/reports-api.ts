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

/** Requests started before their panel mounted, by address: each is taken once. */
const early = new Map<string, Promise<unknown>>();

/**
 * Starts the first tab's report beside the settings the screen waits for before it draws any
 * panel, so that the two requests do not run one after the other (bench:browser-reports).
 */
export function prefetchReport(name: ReportName, params: ReportParams): void {
  const url = `/api/reports/${name}?${queryOf(params)}`;
  if (!early.has(url))
    early.set(
      url,
      apiGet(url).catch(() => undefined),
    );
}

export function fetchReport<T>(
  name: ReportName,
  params: ReportParams,
  signal: AbortSignal,
): Promise<T> {
  const url = `/api/reports/${name}?${queryOf(params)}`;
  const started = early.get(url);
  early.delete(url);
  // A prefetch that failed leaves undefined: the panel asks again, and shows its own failure.
  return (started ?? Promise.resolve(undefined)).then(
    (data) => (data as T | undefined) ?? apiGet<T>(url, { signal }),
  );
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
