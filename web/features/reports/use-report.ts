import { useCallback, useEffect, useState } from 'react';
import type { ReportName, ReportOf } from '../../../domain/reports.js';
import { fetchReport, type ReportParams } from './reports-api.js';

export type ReportState<T> =
  | { status: 'loading' }
  | { status: 'failed'; retry: () => void }
  | { status: 'ready'; data: T; reload: () => void };

/** One report for the screen's period, fetched again when what it depends on changes. */
export function useReport<N extends ReportName>(
  name: N,
  params: ReportParams,
  key: string,
): ReportState<ReportOf<N>> {
  const [state, setState] = useState<ReportState<ReportOf<N>>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // `key` says which of params this report reads: the others do not refetch it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: params are read through key
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchReport(name, params, controller.signal).then(
      (data) => setState({ status: 'ready', data, reload: retry }),
      (error: unknown) => {
        if (!controller.signal.aborted) {
          console.warn('report failed', error);
          setState({ status: 'failed', retry });
        }
      },
    );
    return () => controller.abort();
  }, [name, key, attempt, retry]);
  return state;
}
