import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import type { ReportName } from '../../../domain/reports.js';
import { openPrintWindow } from '../../lib/print-window.js';
import { type PrintPage, printHtml } from './print-html.js';
import type { ReportContext } from './report-context.js';
import { csvUrl } from './reports-api.js';
import type { ReportState } from './use-report.js';

/** A report's loading, failure and ready states, with Print and Export CSV once it is ready. */
export function ReportFrame<T>({
  name,
  context,
  state,
  page,
  controls,
  children,
}: {
  name: ReportName;
  context: ReportContext;
  state: ReportState<T>;
  page: (data: T) => PrintPage;
  controls?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const { t } = context;
  const [blocked, setBlocked] = useState(false);
  return (
    <Stack gap="sm" data-testid={`report-${name}`}>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Group gap="sm" align="flex-end" wrap="wrap">
          {controls}
        </Group>
        {state.status === 'ready' && (
          <Group gap="xs">
            <Button
              variant="default"
              size="compact-sm"
              onClick={() => setBlocked(!openPrintWindow(printHtml(page(state.data))))}
            >
              {t('reports.print')}
            </Button>
            <Button
              component="a"
              href={csvUrl(name, context.params)}
              download={`${name}.csv`}
              variant="default"
              size="compact-sm"
            >
              {t('reports.csv')}
            </Button>
          </Group>
        )}
      </Group>
      {blocked && (
        <Alert color="orange" role="alert">
          {t('reports.popupBlocked')}
        </Alert>
      )}
      {state.status === 'loading' && (
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text c="dimmed">{t('reports.loading')}</Text>
        </Group>
      )}
      {state.status === 'failed' && (
        <Alert color="red" role="alert">
          <Group justify="space-between">
            <Text>{t('reports.failed')}</Text>
            <Button size="compact-sm" variant="light" onClick={state.retry}>
              {t('reports.retry')}
            </Button>
          </Group>
        </Alert>
      )}
      {state.status === 'ready' && children(state.data)}
    </Stack>
  );
}

/** Horizontal bars, one per label, for the groups of a report (no chart library needed). */
export function Bars({
  label,
  items,
}: {
  label: string;
  items: ReadonlyArray<{ label: string; value: number; text: string }>;
}) {
  const max = Math.max(1, ...items.map((item) => item.value));
  return (
    <Stack gap={4} role="img" aria-label={label}>
      {items.map((item) => (
        <Group key={item.label} gap="xs" wrap="nowrap">
          <Text size="sm" w={140} truncate>
            {item.label}
          </Text>
          <div
            style={{
              height: 12,
              width: `${Math.max(0, (item.value / max) * 60)}%`,
              background: 'var(--mantine-primary-color-filled)',
              borderRadius: 3,
            }}
          />
          <Text size="sm" c="dimmed">
            {item.text}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
