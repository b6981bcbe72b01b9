import { Button, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { ReorderReport } from '../../../domain/reports.js';
import { useCan } from '../auth/index.js';
import { CreateOrdersButton } from './create-orders-button.js';
import { ParEditor } from './par-editor.js';
import type { PrintSection } from './print-html.js';
import { count, money, pageOf, type ReportContext } from './report-context.js';
import { ReportFrame } from './report-frame.js';
import { ReportTable } from './report-table.js';
import { useReport } from './use-report.js';

function supplierSections(context: ReportContext, report: ReorderReport): PrintSection[] {
  const { t } = context;
  return report.suppliers.map((group) => ({
    title: group.supplier === '' ? t('reports.noSupplier') : group.supplier,
    columns: [
      t('reports.columns.wine'),
      t('reports.columns.producer'),
      t('reports.columns.vintage'),
      t('reports.columns.size'),
      t('reports.columns.par'),
      t('reports.columns.onHand'),
      t('reports.columns.toOrder'),
      t('reports.columns.bottleCost'),
      t('reports.columns.lineCost'),
    ],
    rows: [
      ...group.rows.map((row) => [
        row.name,
        row.producer,
        row.vintage,
        `${row.bottleSize} ml`,
        count(context, row.par),
        count(context, row.onHand),
        count(context, row.toOrder),
        money(context, row.costCents),
        money(context, row.lineCents),
      ]),
      [
        t('reports.total'),
        '',
        '',
        '',
        '',
        '',
        count(context, group.total.bottles),
        '',
        money(context, group.total.costCents),
      ],
    ],
    total: true,
  }));
}

/**
 * Reorder: formats below par grouped by supplier, what to order and what it
 * costs; printed one page per supplier. Par levels are set here in bulk by those who may.
 */
export function ReorderPanel({ context, canEdit }: { context: ReportContext; canEdit: boolean }) {
  const { t, params } = context;
  const [editing, setEditing] = useState(false);
  const canOrder = useCan('purchase');
  const state = useReport('reorder', params, 'reorder');
  if (editing)
    return (
      <ParEditor
        context={context}
        onDone={(saved) => {
          setEditing(false);
          if (saved && state.loaded.status === 'ready') void state.reload();
        }}
      />
    );
  return (
    <ReportFrame
      name="reorder"
      context={context}
      state={state}
      page={(report) =>
        pageOf(context, t('reports.orderSheet'), supplierSections(context, report), {
          withPeriod: false,
          pagePerSection: true,
        })
      }
      controls={
        <>
          {canEdit && (
            <Button size="xs" variant="light" onClick={() => setEditing(true)}>
              {t('reports.setPars')}
            </Button>
          )}
          {canOrder && <CreateOrdersButton />}
        </>
      }
    >
      {(report) =>
        report.suppliers.length === 0 ? (
          <Text c="dimmed">{t('reports.noOrder')}</Text>
        ) : (
          <Stack gap="md">
            {supplierSections(context, report).map((section, index) => (
              <Stack
                gap={4}
                key={report.suppliers[index]?.supplier ?? index}
                data-testid="order-supplier"
              >
                <Title order={4}>{section.title}</Title>
                <ReportTable section={section} numeric={[4, 5, 6, 7, 8]} />
              </Stack>
            ))}
            <Text fw={700}>
              {t('reports.total')}: {count(context, report.total.bottles)} ·{' '}
              {money(context, report.total.costCents)}
            </Text>
          </Stack>
        )
      }
    </ReportFrame>
  );
}
