import { Badge, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import * as ops from '../../../domain/operations/stocktakes.js';
import type { StocktakeSummary } from '../../../domain/stocktakes.js';
import { call } from '../../lib/call.js';
import { currentLanguage } from '../../lib/i18n.js';
import { useLiveState } from '../../lib/live-store.js';
import { LoadFailed } from '../../lib/ui/load-failed.js';
import { applyScansToList } from './apply-scans.js';
import { placesLabel } from './place-label.js';
import { StartForm } from './start-form.js';
import { whoAndWhen } from './stocktake-people.js';
import { useCountRead } from './use-count-read.js';

const readList = (signal: AbortSignal) => call(ops.listStocktakes, {}, { signal });

/** The counts screen's first page: the open counts to join, a new count, the past counts. */
export function StocktakeList({
  onJoin,
  onPast,
}: {
  onJoin: (id: string) => void;
  onPast: (id: string) => void;
}) {
  const { t } = useTranslation();
  // A count started, paused or applied on another phone shows here at once; a scan's or a
  // quantity's change carries its count's total, which the list copies (not read again for each).
  const { loaded, reload } = useCountRead(null, 'counts', readList, applyScansToList, 'counts');

  if (loaded.status === 'loading') {
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" />
        <Text>{t('stocktakes.loading')}</Text>
      </Group>
    );
  }
  if (loaded.status === 'failed') {
    return <LoadFailed text={t('stocktakes.loadFailed')} onRetry={() => void reload()} />;
  }
  const { current, past } = loaded.value;
  return (
    <Stack gap="lg">
      <Stack gap="xs" component="section" aria-labelledby="stocktakes-open">
        <Title order={2} size="h4" id="stocktakes-open">
          {t('stocktakes.openCounts')}
        </Title>
        {current.length === 0 && <Text c="dimmed">{t('stocktakes.noOpenCounts')}</Text>}
        {current.map((stocktake) => (
          <CountCard
            key={stocktake.id}
            stocktake={stocktake}
            action={t('stocktakes.join')}
            onAction={() => onJoin(stocktake.id)}
          />
        ))}
      </Stack>
      <Stack gap="xs" component="section" aria-labelledby="stocktakes-start">
        <Title order={2} size="h4" id="stocktakes-start">
          {t('stocktakes.startNew')}
        </Title>
        <StartForm onStarted={(stocktake) => onJoin(stocktake.id)} />
      </Stack>
      <Stack gap="xs" component="section" aria-labelledby="stocktakes-past">
        <Title order={2} size="h4" id="stocktakes-past">
          {t('stocktakes.pastCounts')}
        </Title>
        {past.length === 0 && <Text c="dimmed">{t('stocktakes.noPastCounts')}</Text>}
        {past.map((stocktake) => (
          <CountCard
            key={stocktake.id}
            stocktake={stocktake}
            action={t('stocktakes.record.open')}
            onAction={() => onPast(stocktake.id)}
          />
        ))}
      </Stack>
    </Stack>
  );
}

/** One count in a list: its places, when it started or was applied, its progress and result. */
function CountCard({
  stocktake,
  action,
  onAction,
}: {
  stocktake: StocktakeSummary;
  action: string;
  onAction: () => void;
}) {
  const { t } = useTranslation();
  const locations = useLiveState((state) => state.data?.locations);
  const language = currentLanguage();
  const places = placesLabel(t, locations, stocktake.places);
  return (
    <Paper withBorder p="sm" data-testid="stocktake-card">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2}>
          <Group gap="xs">
            <Text fw={700}>{places}</Text>
            <Badge variant="light">{t(`stocktakes.statuses.${stocktake.status}`)}</Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {whoAndWhen(t, stocktake, language).join(' · ')}
          </Text>
          <Text size="sm">
            {t('stocktakes.progress', { counted: stocktake.counted, expected: stocktake.expected })}
          </Text>
          {stocktake.totals && (
            <Text size="sm">
              {t('stocktakes.totals', {
                missing: stocktake.totals.missing,
                found: stocktake.totals.foundElsewhere,
                unknown: stocktake.totals.unknownCodes,
              })}
            </Text>
          )}
        </Stack>
        <Button variant="light" onClick={onAction} aria-label={`${action}: ${places}`}>
          {action}
        </Button>
      </Group>
    </Paper>
  );
}
