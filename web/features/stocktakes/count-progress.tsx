import { Progress, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Stocktake } from '../../../domain/stocktakes.js';
import { currentLanguage } from '../../lib/i18n.js';
import { useLiveState } from '../../lib/live-store.js';
import { formatCount } from '../../lib/number-format.js';
import { placeLabel } from './place-label.js';

/**
 * `312 of 1,240 counted`, as a bar and a line: the expected bottles counted where they were
 * expected; those scanned here but recorded elsewhere are on a line of their own.
 */
export function CountTotal({ stocktake }: { stocktake: Stocktake }) {
  const { t } = useTranslation();
  const { counted, expected, found } = stocktake;
  const text = t('stocktakes.progress', { counted, expected });
  return (
    <Stack gap={4}>
      <Text fw={700} size="lg" data-testid="count-progress">
        {text}
      </Text>
      {found > 0 && (
        <Text data-testid="count-found">{t('stocktakes.foundApart', { count: found })}</Text>
      )}
      <Progress.Root size="lg">
        <Progress.Section
          value={expected === 0 ? 0 : Math.min(100, (counted / expected) * 100)}
          aria-label={text}
        />
      </Progress.Root>
    </Stack>
  );
}

/** Counted against expected per location and bin, found elsewhere apart, and who counted how many. */
export function CountDetails({ stocktake }: { stocktake: Stocktake }) {
  const { t } = useTranslation();
  const locations = useLiveState((state) => state.data?.locations);
  const language = currentLanguage();
  const rows = stocktake.progress
    .map((row) => ({ ...row, label: placeLabel(t, locations, row) }))
    .sort((a, b) => a.label.localeCompare(b.label, language, { numeric: true }));
  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        {t('stocktakes.count.byPlace')}
      </Title>
      <Table striped withTableBorder data-testid="place-progress">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('stocktakes.count.placeTable.place')}</Table.Th>
            <Table.Th ta="right">{t('stocktakes.count.placeTable.counted')}</Table.Th>
            <Table.Th ta="right">{t('stocktakes.count.placeTable.expected')}</Table.Th>
            <Table.Th ta="right">{t('stocktakes.count.placeTable.found')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={`${row.locationId}\u0000${row.bin}`}>
              <Table.Td>{row.label}</Table.Td>
              <Table.Td ta="right">{formatCount(row.counted, language)}</Table.Td>
              <Table.Td ta="right">{formatCount(row.expected, language)}</Table.Td>
              <Table.Td ta="right">{formatCount(row.found, language)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Title order={3} size="h5">
        {t('stocktakes.count.whoCounted')}
      </Title>
      {stocktake.counters.length === 0 ? (
        <Text c="dimmed">{t('stocktakes.count.nobodyYet')}</Text>
      ) : (
        <Stack component="ul" gap={2} p={0} m={0} data-testid="counters">
          {stocktake.counters.map((counter) => (
            <Text component="li" key={counter.userId} style={{ listStyle: 'none' }}>
              {t('stocktakes.count.counterLine', { name: counter.name, count: counter.counted })}
            </Text>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
