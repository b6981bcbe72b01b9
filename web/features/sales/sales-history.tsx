import { List, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import * as ops from '../../../domain/operations/sales.js';
import { LoadFailed } from '../../lib/ui/load-failed.js';
import { LoadingMark } from '../../lib/ui/loading-mark.js';
import { useCall } from '../../lib/use-call.js';
import { whenText } from '../imports/index.js';
import { dayText } from './day-text.js';
import { UndoRemovals } from './undo-removals.js';

/**
 * The sales files imported (newest first: source, days, lines, who and when, and Undo removals
 * where their sales removed bottles) and the days.
 */
export function SalesHistory({ version }: { version: number }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const { loaded, reload } = useCall(ops.listSales, {}, { keepOnFailure: true });
  useEffect(() => {
    if (version > 0) void reload();
  }, [version, reload]);
  if (loaded.status === 'loading') return <LoadingMark />;
  if (loaded.status === 'failed') {
    return <LoadFailed text={t('sales.history.loadFailed')} onRetry={() => void reload()} />;
  }
  const { files, days } = loaded.value;
  if (files.length === 0) return <Text c="dimmed">{t('sales.history.empty')}</Text>;
  return (
    <Stack gap="md">
      <Stack gap="xs" data-testid="sales-file-list">
        <Title order={3} fz="lg">
          {t('sales.history.files')}
        </Title>
        {files.map((file) => (
          <Stack key={file.id} gap={0}>
            <Text size="sm" fw={600}>
              {file.fileName || t(`sales.sources.${file.source}`)}
            </Text>
            <Text size="sm">
              {t('sales.history.fileLine', {
                source: t(`sales.sources.${file.source}`),
                first: dayText(file.firstDay, language),
                last: dayText(file.lastDay, language),
                days: t('sales.preview.days', { count: file.days }),
                lines: t('sales.preview.lines', { count: file.lines }),
              })}
            </Text>
            <Text size="sm" c="dimmed">
              {t('sales.history.by', { by: file.by, at: whenText(file.at, language) })}
            </Text>
            {(file.removedBottles > 0 || file.pouredGlasses > 0) && (
              <UndoRemovals
                fileId={file.id}
                bottles={file.removedBottles}
                glasses={file.pouredGlasses}
                onUndone={() => void reload()}
              />
            )}
          </Stack>
        ))}
      </Stack>
      <Stack gap="xs">
        <Title order={3} fz="lg">
          {t('sales.history.days')}
        </Title>
        <List size="sm" spacing={4} data-testid="sales-days">
          {days.map((day) => (
            <List.Item key={day.day}>
              <Text span size="sm" fw={600}>
                {dayText(day.day, language)}
              </Text>{' '}
              {t('sales.history.dayLine', {
                lines: t('sales.preview.lines', { count: day.lines }),
                sold: t('sales.sold', { count: day.quantity }),
                file: day.fileName,
              })}
            </List.Item>
          ))}
        </List>
      </Stack>
    </Stack>
  );
}
