import { Button, Group, NumberInput, Stack } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import type { DeadStockReport, GlassReport, MovementReport } from '../../../domain/reports.js';
import type { PrintSection } from './print-html.js';
import { count, dateText, money, pageOf, percent, type ReportContext } from './report-context.js';
import { type Bar, Bars, ReportFrame } from './report-frame.js';
import type { Flag } from './report-table.js';
import { ReportTable } from './report-table.js';
import { saveSettings } from './reports-api.js';
import { useReport } from './use-report.js';

// The chart library is its own chunk, fetched when the Movement tab first draws.
const MovementChart = lazy(() =>
  import('./movement-chart.js').then((m) => ({ default: m.MovementChart })),
);

/** How many glasses the pour cost chart shows: the highest, those a manager looks at first. */
const GLASS_BARS = 12;

function highestPourCosts(context: ReportContext, report: GlassReport): Bar[] {
  const pours = report.rows.flatMap((row) => {
    const name = [row.name, row.vintage].filter(Boolean).join(' ');
    const glasses: Bar[] = [];
    if (row.pourCost3oz !== null)
      glasses.push({
        label: `${name} · 3oz`,
        value: row.pourCost3oz,
        text: percent(context, row.pourCost3oz),
        over: row.above3oz,
      });
    if (row.pourCost5oz !== null)
      glasses.push({
        label: `${name} · 5oz`,
        value: row.pourCost5oz,
        text: percent(context, row.pourCost5oz),
        over: row.above5oz,
      });
    return glasses;
  });
  return pours.sort((a, b) => b.value - a.value).slice(0, GLASS_BARS);
}

function glassSection(
  context: ReportContext,
  report: GlassReport,
): { section: PrintSection; flags: Flag[] } {
  const { t } = context;
  const flags: Flag[] = [];
  const rows = report.rows.map((row, index) => {
    if (row.above3oz) flags.push({ row: index, column: 5, label: t('reports.aboveTarget') });
    if (row.above5oz) flags.push({ row: index, column: 7, label: t('reports.aboveTarget') });
    return [
      row.name,
      row.vintage,
      `${row.bottleSize} ml`,
      money(context, row.costCents),
      money(context, row.price3ozCents),
      percent(context, row.pourCost3oz),
      money(context, row.price5ozCents),
      percent(context, row.pourCost5oz),
    ];
  });
  return {
    section: {
      title: t('reports.tabs.glass'),
      columns: [
        t('reports.columns.wine'),
        t('reports.columns.vintage'),
        t('reports.columns.size'),
        t('reports.columns.bottleCost'),
        t('reports.columns.price3oz'),
        t('reports.columns.pour3oz'),
        t('reports.columns.price5oz'),
        t('reports.columns.pour5oz'),
      ],
      rows,
    },
    flags,
  };
}

/** Pour cost of each glass listing, flagged above the restaurant's target, which is set here. */
export function GlassPanel({ context, canEdit }: { context: ReportContext; canEdit: boolean }) {
  const { t, params, settings } = context;
  const state = useReport('glass', params, `${settings.pourCostTarget}`);
  const [target, setTarget] = useState<number | string>(settings.pourCostTarget);
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    try {
      context.onSettings(await saveSettings({ pourCostTarget: Number(target) }));
    } finally {
      setSaving(false);
    }
  };
  return (
    <ReportFrame
      name="glass"
      context={context}
      state={state}
      page={(report) =>
        pageOf(context, t('reports.tabs.glass'), [glassSection(context, report).section], {
          withPeriod: false,
        })
      }
      controls={
        canEdit && (
          <>
            <NumberInput
              label={t('reports.target')}
              min={1}
              max={100}
              w={190}
              size="xs"
              value={target}
              onChange={setTarget}
            />
            <Button size="xs" variant="light" loading={saving} onClick={save}>
              {t('reports.saveSettings')}
            </Button>
          </>
        )
      }
    >
      {(report) => {
        const { section, flags } = glassSection(context, report);
        return (
          <Stack gap="sm">
            <Bars
              label={t('reports.glassChartLabel', { count: GLASS_BARS })}
              items={highestPourCosts(context, report)}
              target={{
                value: report.target,
                text: t('reports.targetLine', { target: percent(context, report.target) }),
              }}
              overLabel={t('reports.aboveTarget')}
            />
            <ReportTable
              section={section}
              numeric={[3, 4, 5, 6, 7]}
              flags={flags}
              testId="glass-table"
            />
          </Stack>
        );
      }}
    </ReportFrame>
  );
}

function deadSection(context: ReportContext, report: DeadStockReport): PrintSection {
  const { t } = context;
  return {
    title: t('reports.tabs.dead-stock'),
    columns: [
      t('reports.columns.wine'),
      t('reports.columns.vintage'),
      t('reports.columns.size'),
      t('reports.columns.bottles'),
      t('reports.columns.valueAtCost'),
      t('reports.columns.lastMovement'),
    ],
    rows: [
      ...report.rows.map((row) => [
        row.name,
        row.vintage,
        `${row.bottleSize} ml`,
        count(context, row.bottles),
        money(context, row.valueCents),
        row.lastMovement === null ? t('reports.neverMoved') : dateText(context, row.lastMovement),
      ]),
      [
        t('reports.total'),
        '',
        '',
        count(context, report.total.bottles),
        money(context, report.total.costCents),
        '',
      ],
    ],
    total: true,
  };
}

/** Formats with bottles that nothing has touched for N days. */
export function DeadStockPanel({
  context,
  onDays,
}: {
  context: ReportContext;
  onDays: (days: number) => void;
}) {
  const { t, params } = context;
  const state = useReport('dead-stock', params, `${params.days}`);
  return (
    <ReportFrame
      name="dead-stock"
      context={context}
      state={state}
      page={(report) =>
        pageOf(context, t('reports.tabs.dead-stock'), [deadSection(context, report)], {
          withPeriod: false,
        })
      }
      controls={
        <NumberInput
          label={t('reports.days')}
          min={1}
          max={3650}
          w={200}
          size="xs"
          value={params.days}
          onChange={(value) => typeof value === 'number' && value >= 1 && onDays(value)}
        />
      }
    >
      {(report) => (
        <ReportTable section={deadSection(context, report)} numeric={[3, 4]} testId="dead-table" />
      )}
    </ReportFrame>
  );
}

function movementSection(context: ReportContext, report: MovementReport): PrintSection {
  const { t } = context;
  return {
    title: t('reports.tabs.movement'),
    columns: [t('reports.columns.week'), t('reports.columns.in'), t('reports.columns.out')],
    rows: report.weeks.map((week) => [
      dateText(context, `${week.week}T12:00:00Z`),
      count(context, week.in),
      count(context, week.out),
    ]),
  };
}

/** Bottles in and out per week of the period, as a chart and a table. */
export function MovementPanel({ context }: { context: ReportContext }) {
  const { t, params } = context;
  const state = useReport(
    'movement',
    params,
    `${params.period.from.getTime()}:${params.period.to.getTime()}`,
  );
  return (
    <ReportFrame
      name="movement"
      context={context}
      state={state}
      page={(report) =>
        pageOf(context, t('reports.tabs.movement'), [movementSection(context, report)])
      }
    >
      {(report) => (
        <Stack gap="sm">
          <Suspense fallback={<Group h={240} />}>
            <MovementChart
              weeks={report.weeks}
              label={t('reports.chartLabel')}
              inLabel={t('reports.columns.in')}
              outLabel={t('reports.columns.out')}
            />
          </Suspense>
          <ReportTable
            section={movementSection(context, report)}
            numeric={[1, 2]}
            testId="movement-table"
          />
        </Stack>
      )}
    </ReportFrame>
  );
}
