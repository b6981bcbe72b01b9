import { Alert, SegmentedControl, Stack, Title } from '@mantine/core';
import type { OutReport, ValueGroup, ValueReport } from '../../../domain/reports.js';
import { VALUE_GROUPS } from '../../../domain/reports.js';
import type { PrintSection } from './print-html.js';
import { count, dateText, money, pageOf, type ReportContext } from './report-context.js';
import { Bars, ReportFrame } from './report-frame.js';
import { ReportTable } from './report-table.js';
import { useReport } from './use-report.js';

function valueSection(context: ReportContext, report: ValueReport): PrintSection {
  const { t } = context;
  const row = (label: string, value: ValueReport['total']) => [
    label,
    count(context, value.bottles),
    money(context, value.costCents),
    count(context, value.withoutCost),
    money(context, value.priceCents),
    count(context, value.withoutPrice),
  ];
  return {
    title: t('reports.asOf', { date: dateText(context, report.at) }),
    columns: [
      t(`reports.groups.${report.group}`),
      t('reports.columns.bottles'),
      t('reports.columns.valueAtCost'),
      t('reports.columns.noCost'),
      t('reports.columns.valueAtPrice'),
      t('reports.columns.noPrice'),
    ],
    rows: [
      ...report.groups.map((group) =>
        row(group.label === '' ? t(`reports.unnamed.${report.group}`) : group.label, group),
      ),
      row(t('reports.total'), report.total),
    ],
    total: true,
  };
}

/** Value on hand at cost and at menu price, by a group of the reader's choice. */
export function ValuePanel({
  context,
  onGroup,
}: {
  context: ReportContext;
  onGroup: (group: ValueGroup) => void;
}) {
  const { t, params } = context;
  const state = useReport(
    'value',
    params,
    `${params.period.to.getTime()}:${params.group}:${params.lang}`,
  );
  return (
    <ReportFrame
      name="value"
      context={context}
      state={state}
      page={(report) => pageOf(context, t('reports.tabs.value'), [valueSection(context, report)])}
      controls={
        <SegmentedControl
          aria-label={t('reports.groupBy')}
          size="xs"
          value={params.group}
          onChange={(value) => onGroup(value as ValueGroup)}
          data={VALUE_GROUPS.map((group) => ({
            value: group,
            label: t(`reports.groups.${group}`),
          }))}
        />
      }
    >
      {(report) => (
        <Stack gap="sm">
          {report.total.withoutCost > 0 && (
            <Alert color="orange" data-testid="without-cost">
              {t('reports.withoutCost', { count: report.total.withoutCost })}
            </Alert>
          )}
          <Bars
            label={t('reports.valueChartLabel')}
            items={report.groups.map((group) => ({
              label: group.label === '' ? t(`reports.unnamed.${report.group}`) : group.label,
              value: group.costCents,
              text: money(context, group.costCents),
            }))}
          />
          <ReportTable
            section={valueSection(context, report)}
            numeric={[1, 2, 3, 4, 5]}
            testId="value-table"
          />
        </Stack>
      )}
    </ReportFrame>
  );
}

function outSections(context: ReportContext, report: OutReport): PrintSection[] {
  const { t } = context;
  const columns = [
    t('reports.columns.reason'),
    t('reports.columns.bottles'),
    t('reports.columns.valueAtCost'),
    t('reports.columns.noCost'),
  ];
  const row = (label: string, sum: OutReport['total']) => [
    label,
    count(context, sum.bottles),
    money(context, sum.costCents),
    count(context, sum.withoutCost),
  ];
  return [
    {
      title: t('reports.tabs.out'),
      columns,
      rows: [
        ...report.reasons.map((reason) => row(t(`reports.reasons.${reason.reason}`), reason)),
        row(t('reports.total'), report.total),
      ],
      total: true,
    },
    {
      title: t('reports.cogs.title'),
      columns: [
        '',
        t('reports.columns.bottles'),
        t('reports.columns.valueAtCost'),
        t('reports.columns.noCost'),
      ],
      rows: [
        row(t('reports.cogs.opening'), report.opening),
        row(t('reports.cogs.received'), report.received),
        row(t('reports.cogs.closing'), report.closing),
        [t('reports.cogs.result'), '', money(context, report.costOfGoodsCents), ''],
      ],
      total: true,
    },
  ];
}

/** Removals of the period by reason, and the cost of goods to check against the accountant's. */
export function OutPanel({ context }: { context: ReportContext }) {
  const { t, params } = context;
  const key = `${params.period.from.getTime()}:${params.period.to.getTime()}`;
  const state = useReport('out', params, key);
  return (
    <ReportFrame
      name="out"
      context={context}
      state={state}
      page={(report) => pageOf(context, t('reports.tabs.out'), outSections(context, report))}
    >
      {(report) => {
        const [reasons, cogs] = outSections(context, report);
        return (
          <Stack gap="md">
            <Bars
              label={t('reports.outChartLabel')}
              items={report.reasons
                .filter((reason) => reason.bottles > 0)
                .map((reason) => ({
                  label: t(`reports.reasons.${reason.reason}`),
                  value: reason.costCents,
                  text: `${money(context, reason.costCents)} · ${t('reports.bottleCount', { count: reason.bottles })}`,
                }))}
            />
            {reasons && <ReportTable section={reasons} numeric={[1, 2, 3]} testId="out-table" />}
            <Title order={4}>{t('reports.cogs.title')}</Title>
            {cogs && <ReportTable section={cogs} numeric={[1, 2, 3]} testId="cogs-table" />}
          </Stack>
        );
      }}
    </ReportFrame>
  );
}
