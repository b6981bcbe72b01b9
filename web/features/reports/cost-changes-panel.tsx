import type { CostChangesReport } from '../../../domain/reports.js';
import type { PrintSection } from './print-html.js';
import { count, dateText, money, pageOf, percent, type ReportContext } from './report-context.js';
import { ReportFrame } from './report-frame.js';
import { type Flag, ReportTable } from './report-table.js';
import { useReport } from './use-report.js';

function costChangesSection(
  context: ReportContext,
  report: CostChangesReport,
): { section: PrintSection; flags: Flag[] } {
  const { t } = context;
  const flags: Flag[] = [];
  const rows = report.rows.map((row, index) => {
    if (row.rise) flags.push({ row: index, column: 7, label: t('reports.costRise') });
    return [
      dateText(context, row.at),
      row.name,
      row.vintage,
      row.supplier || t('reports.none'),
      count(context, row.bottles),
      money(context, row.beforeCents),
      money(context, row.afterCents),
      percent(context, row.changePercent),
    ];
  });
  return {
    section: {
      title: t('reports.tabs.cost-changes'),
      columns: [
        t('reports.columns.date'),
        t('reports.columns.wine'),
        t('reports.columns.vintage'),
        t('reports.columns.supplier'),
        t('reports.columns.bottles'),
        t('reports.columns.costBefore'),
        t('reports.columns.costAfter'),
        t('reports.columns.change'),
      ],
      rows,
    },
    flags,
  };
}

/** The arrivals of the period at another unit cost than the one before (decision 0042). */
export function CostChangesPanel({ context }: { context: ReportContext }) {
  const { t, params } = context;
  const state = useReport(
    'cost-changes',
    params,
    `${params.period.from.getTime()}:${params.period.to.getTime()}`,
  );
  return (
    <ReportFrame
      name="cost-changes"
      context={context}
      state={state}
      page={(report) =>
        pageOf(context, t('reports.tabs.cost-changes'), [
          costChangesSection(context, report).section,
        ])
      }
    >
      {(report) => {
        const { section, flags } = costChangesSection(context, report);
        return (
          <ReportTable
            section={section}
            numeric={[4, 5, 6, 7]}
            flags={flags}
            testId="cost-changes-table"
          />
        );
      }}
    </ReportFrame>
  );
}
