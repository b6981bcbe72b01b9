import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import type { ReportName } from '../../../domain/reports.js';
import { openPrintWindow } from '../../lib/print-window.js';
import { LoadFailed } from '../../lib/ui/load-failed.js';
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
  const { loaded } = state;
  const [blocked, setBlocked] = useState(false);
  return (
    <Stack gap="sm" data-testid={`report-${name}`}>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Group gap="sm" align="flex-end" wrap="wrap">
          {controls}
        </Group>
        {loaded.status === 'ready' && (
          <Group gap="xs">
            <Button
              variant="default"
              size="compact-sm"
              onClick={() => setBlocked(!openPrintWindow(printHtml(page(loaded.value))))}
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
      {loaded.status === 'loading' && (
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text c="dimmed">{t('reports.loading')}</Text>
        </Group>
      )}
      {loaded.status === 'failed' && (
        <LoadFailed text={t('reports.failed')} onRetry={() => void state.reload()} />
      )}
      {loaded.status === 'ready' && children(loaded.value)}
    </Stack>
  );
}

/** Red text readable on either scheme (Mantine's red is under 4.5:1 on white: axe). */
export const OVER_TEXT = 'light-dark(var(--mantine-color-red-9), var(--mantine-color-red-4))';

export interface Bar {
  label: string;
  value: number;
  text: string;
  /** Above the target: drawn in red, and said so in the text alternative. */
  over?: boolean;
}

/**
 * Horizontal bars, one per label, for the groups of a report (categories read better as labelled
 * bars than on uPlot's x-y axes, and need no library). Its text alternative carries every figure;
 * the table below it stays. An optional target is a line across the bars.
 */
export function Bars({
  label,
  items,
  target,
  overLabel,
}: {
  label: string;
  items: readonly Bar[];
  target?: { value: number; text: string };
  /** What the text alternative says of a bar above the target. */
  overLabel?: string;
}) {
  const max = Math.max(1, target?.value ?? 0, ...items.map((item) => item.value));
  const described = items.map(
    (item) => `${item.label}: ${item.text}${item.over && overLabel ? ` (${overLabel})` : ''}`,
  );
  const alternative = [label, target?.text, described.join('; ')].filter(Boolean).join('. ');
  return (
    <Stack gap={4} role="img" aria-label={alternative} data-testid="bars">
      {items.map((item) => (
        <Group key={item.label} gap="xs" wrap="nowrap">
          <Text size="sm" w={160} truncate>
            {item.label}
          </Text>
          <div style={{ position: 'relative', width: '55%', height: 12, flexShrink: 0 }}>
            <div
              style={{
                height: 12,
                width: `${Math.max(0, (item.value / max) * 100)}%`,
                background: item.over
                  ? 'var(--mantine-color-red-filled)'
                  : 'var(--mantine-primary-color-filled)',
                borderRadius: 3,
              }}
            />
            {target && (
              <div
                style={{
                  position: 'absolute',
                  top: -2,
                  bottom: -2,
                  left: `${(target.value / max) * 100}%`,
                  borderLeft: '2px dashed var(--mantine-color-text)',
                }}
              />
            )}
          </div>
          <Text size="sm" c={item.over ? OVER_TEXT : 'dimmed'}>
            {item.text}
          </Text>
        </Group>
      ))}
      {target && (
        <Text size="xs" c="dimmed">
          ┆ {target.text}
        </Text>
      )}
    </Stack>
  );
}
