import { operation } from '../operation.js';
import { REPORT_NAMES, REPORTS, type ReportName, reportQuerySchema } from '../reports.js';

/** `dead-stock` → `deadStock`. */
type Camel<S extends string> = S extends `${infer A}-${infer B}`
  ? `${A}${Capitalize<Camel<B>>}`
  : S;

/** A report's operation name: `valueReport`, `deadStockReport`... */
export type ReportOperationName<N extends ReportName = ReportName> = `${Camel<N>}Report`;

function operationName<N extends ReportName>(report: N): ReportOperationName<N> {
  const camel = report.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
  return `${camel}Report` as ReportOperationName<N>;
}

/** `GET /api/reports/<name>`: one report for owners and managers (it shows costs). */
function reportOperation<N extends ReportName>(report: N) {
  return operation({
    name: operationName(report),
    method: 'GET',
    path: `/api/reports/${report}`,
    rule: 'see-costs',
    tag: 'reports',
    summary: REPORTS[report].summary,
    query: reportQuerySchema,
    status: 200,
    response: REPORTS[report].schema as (typeof REPORTS)[N]['schema'],
  });
}

type ReportOperations = { [N in ReportName]: ReturnType<typeof reportOperation<N>> };

/** The operation of each report of domain/reports.ts, by the report's name. */
export const reportOperationOf = Object.fromEntries(
  REPORT_NAMES.map((report) => [report, reportOperation(report)]),
) as ReportOperations;

/** The same operations by their own names, as the list of operations holds them. */
export const reportOperations = Object.fromEntries(
  REPORT_NAMES.map((report) => [operationName(report), reportOperationOf[report]]),
) as { [N in ReportName as ReportOperationName<N>]: ReportOperations[N] };
