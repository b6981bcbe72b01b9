import { Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { VarianceReport } from '../../../domain/variance.js';
import { pageOf, type ReportContext } from './report-context.js';
import { ReportFrame } from './report-frame.js';
import { ReportTable } from './report-table.js';
import { useReport } from './use-report.js';
import { type CountPeriod, VarianceCounts } from './variance-counts.js';
import { varianceSections } from './variance-sections.js';

type Between = 'dates' | 'counts';

/** The figures' columns of each section, in the order of varianceSections. */
const NUMERIC = [[2, 3, 4, 5, 6, 7], [2, 3, 4], [], [3]] as const;
const TEST_IDS = ['variance-table', 'variance-explained', 'variance-sold', 'variance-sales'];

function SalesDays({ context, report }: { context: ReportContext; report: VarianceReport }) {
  const { t } = context;
  const day = (text: string) =>
    new Intl.DateTimeFormat(context.lang, { dateStyle: 'medium' }).format(
      new Date(`${text}T12:00:00`),
    );
  return (
    <Text size="sm" c="dimmed" data-testid="variance-days">
      {report.firstDay > report.lastDay
        ? t('variance.noSalesDays')
        : t('variance.salesDays', { first: day(report.firstDay), last: day(report.lastDay) })}
    </Text>
  );
}

/**
 * Variance (decision 0055): bottles used against bottles sold per format over the dates above or
 * between two finished stock counts, explained losses apart, and the single bottles and sales
 * that do not meet.
 */
export function VariancePanel({ context }: { context: ReportContext }) {
  const { t } = context;
  const [between, setBetween] = useState<Between>('dates');
  const [counts, setCounts] = useState<CountPeriod | null>(null);
  const own: ReportContext =
    between === 'counts' && counts !== null
      ? {
          ...context,
          params: { ...context.params, period: counts.period },
          periodText: counts.text,
        }
      : context;
  const { period } = own.params;
  const state = useReport(
    'variance',
    own.params,
    `${period.from.getTime()}:${period.to.getTime()}`,
  );
  const waiting = between === 'counts' && counts === null;
  const controls = (
    <>
      <Select
        size="xs"
        w={190}
        label={t('variance.between')}
        allowDeselect={false}
        value={between}
        onChange={(value) => value && setBetween(value as Between)}
        data={[
          { value: 'dates', label: t('variance.betweenDates') },
          { value: 'counts', label: t('variance.betweenCounts') },
        ]}
      />
      {between === 'counts' && <VarianceCounts context={context} onPeriod={setCounts} />}
    </>
  );
  if (waiting)
    return (
      <Stack gap="sm" data-testid="report-variance">
        {controls}
      </Stack>
    );
  return (
    <ReportFrame
      name="variance"
      context={own}
      state={state}
      controls={controls}
      page={(report) => pageOf(own, t('reports.tabs.variance'), varianceSections(own, report))}
    >
      {(report) => (
        <Stack gap="md">
          {between === 'counts' && (
            <Text size="sm" data-testid="variance-counts-line">
              {own.periodText}
            </Text>
          )}
          <SalesDays context={own} report={report} />
          {report.rows.length === 0 && <Text c="dimmed">{t('variance.empty')}</Text>}
          {varianceSections(own, report).map((section, index) => (
            <Stack key={section.title} gap={4}>
              {index > 0 && (
                <Title order={4} size="h5">
                  {section.title}
                </Title>
              )}
              {index > 0 && section.rows.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('variance.noneListed')}
                </Text>
              ) : (
                <ReportTable
                  section={section}
                  numeric={NUMERIC[index] ?? []}
                  testId={TEST_IDS[index]}
                />
              )}
            </Stack>
          ))}
        </Stack>
      )}
    </ReportFrame>
  );
}
