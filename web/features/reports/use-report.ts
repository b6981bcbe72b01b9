import type { ReportName, ReportOf } from '../../../domain/reports.js';
import { type Loaded, useRead } from '../../lib/use-call.js';
import { fetchReport, type ReportParams } from './reports-api.js';

export interface ReportState<T> {
  loaded: Loaded<T>;
  reload: () => Promise<void>;
}

/**
 * One report for the screen's period, read again (showing that it loads) when what it depends on
 * changes: `key` says which of params this report reads, and the others do not read it again.
 */
export function useReport<N extends ReportName>(
  name: N,
  params: ReportParams,
  key: string,
): ReportState<ReportOf<N>> {
  const { loaded, reload } = useRead(
    `${name}:${key}`,
    (signal) => fetchReport(name, params, signal),
    { loadingOnChange: true, what: `report ${name}` },
  );
  return { loaded, reload };
}
