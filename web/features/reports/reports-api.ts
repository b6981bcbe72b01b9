import { DEFAULT_DEAD_STOCK_DAYS } from '../../../domain/report-formulas.js';
import type { ReportName, ReportSettings, ValueGroup } from '../../../domain/reports.js';
import { apiGet, apiRequest } from '../../lib/api-client.js';
import { type Period, presetPeriod } from './period.js';

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

/** The screen's first parameters: this month, by category, dead stock at the default days. */
export function firstParams(today: Date, lang: string): ReportParams {
  return {
    period: presetPeriod('thisMonth', today),
    group: 'category',
    days: DEFAULT_DEAD_STOCK_DAYS,
    lang,
  };
}

/** Requests started before their panel mounted, by address: each is taken once. */
const early = new Map<string, Promise<unknown>>();

/** What the screen asks for before it draws anything, asked for at the press (reports-dialog). */
export interface FirstRequests {
  /** The day the screen opened: its periods are computed from it. */
  today: Date;
  settings: Promise<ReportSettings>;
}

/**
 * Starts the settings, which the screen waits for before it draws any panel, and the first
 * tab's report, which its panel takes when it mounts: both at once, beside the screen's code on a
 * first open, rather than one after the other once it has mounted (bench:browser-reports).
 */
export function requestFirst(lang: string): FirstRequests {
  const today = new Date();
  const url = `/api/reports/value?${queryOf(firstParams(today, lang))}`;
  early.set(
    url,
    apiGet(url).catch(() => undefined),
  );
  return { today, settings: fetchSettings() };
}

/** The screen closed: a first report its panel did not take is not kept for the next opening. */
export function forgetEarly(): void {
  early.clear();
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

function fetchSettings(): Promise<ReportSettings> {
  return apiGet<ReportSettings>('/api/reports/settings');
}

export function saveSettings(
  settings: Pick<ReportSettings, 'pourCostTarget'>,
): Promise<ReportSettings> {
  return apiRequest<ReportSettings>('PUT', '/api/reports/settings', settings);
}
