import { type AnyOperation, addressOf } from '../../../domain/operation.js';
import { reportOperationOf } from '../../../domain/operations/report-views.js';
import * as ops from '../../../domain/operations/reports.js';
import { DEFAULT_DEAD_STOCK_DAYS } from '../../../domain/report-formulas.js';
import type { ReportName, ReportOf, ReportSettings, ValueGroup } from '../../../domain/reports.js';
import { call } from '../../lib/call.js';
import { localInstant, type Period, presetPeriod } from './period.js';

/** The Reports screen's calls: the reports, their CSV, the settings. */

export interface ReportParams {
  period: Period;
  group: ValueGroup;
  days: number;
  lang: string;
}

export function queryOf({ period, group, days, lang }: ReportParams) {
  return {
    from: localInstant(period.from),
    to: localInstant(period.to),
    group,
    days,
    lang: lang === 'fr' ? ('fr' as const) : ('en' as const),
  };
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
  const input = { query: queryOf(firstParams(today, lang)) };
  const op = reportOperationOf.value;
  early.set(
    addressOf(op, input),
    call(op, input).catch(() => undefined),
  );
  return { today, settings: fetchSettings() };
}

/** The screen closed: a first report its panel did not take is not kept for the next opening. */
export function forgetEarly(): void {
  early.clear();
}

export function fetchReport<N extends ReportName>(
  name: N,
  params: ReportParams,
  signal: AbortSignal,
): Promise<ReportOf<N>> {
  // Any report's operation takes the same query; the answer is the one of `name`.
  const op: AnyOperation = reportOperationOf[name];
  const input = { query: queryOf(params) };
  const address = addressOf(op, input);
  const started = early.get(address);
  early.delete(address);
  // A prefetch that failed leaves undefined: the panel asks again, and shows its own failure.
  return (started ?? Promise.resolve(undefined)).then(
    (data) => (data as ReportOf<N> | undefined) ?? call(op, input, { signal }),
  );
}

/** The CSV's address: a plain link downloads it with the session cookie. */
export function csvUrl(name: ReportName, params: ReportParams): string {
  return addressOf(ops.exportReport, { params: { report: name }, query: queryOf(params) });
}

function fetchSettings(): Promise<ReportSettings> {
  return call(ops.reportSettings, {});
}

export function saveSettings(
  settings: Pick<ReportSettings, 'pourCostTarget'>,
): Promise<ReportSettings> {
  return call(ops.saveReportSettings, { body: settings });
}
