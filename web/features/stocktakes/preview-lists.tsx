import { Stack, Table, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { StocktakePreview } from '../../../domain/stocktakes.js';
import { bottleIdText, vintageText } from '../../lib/display.js';
import { currentLanguage } from '../../lib/i18n.js';
import { type LiveState, useLiveState } from '../../lib/live-store.js';
import { formatCount } from '../../lib/number-format.js';
import { useMoney } from '../../lib/use-money.js';
import { placeLabel } from './place-label.js';
import { ResultList } from './result-list.js';

type Data = LiveState['data'];

/** A bottle as the result lists name it: its wine and vintage, from the live model. */
export function wineOf(t: TFunction, data: Data, formatId: string): string {
  const format = data?.formats.get(formatId);
  const product = format ? data?.products.get(format.productId) : undefined;
  if (!format || !product) return t('stocktakes.record.unknownWine');
  return `${product.name} ${vintageText(format.vintage)}`;
}

/**
 * What a count found (the finish preview, and a past count's record): the totals per location
 * with the value at cost of what is missing (absent for a role without costs: nothing is shown
 * then), then the missing bottles, those found elsewhere, those counted beyond what was expected
 * (found, to add) and the unknown codes.
 */
export function PreviewLists({ preview }: { preview: StocktakePreview }) {
  const { t } = useTranslation();
  const data = useLiveState((state) => state.data);
  const language = currentLanguage();
  // Cents at cost, in the restaurant's currency.
  const money = useMoney();
  const moneyText = (cents: number) => money(cents / 100);
  const costs = preview.missingValue.cost !== undefined;
  const n = (value: number) => formatCount(value, language);
  return (
    <Stack gap="md">
      <Text fw={700} size="lg" data-testid="preview-total">
        {t('stocktakes.finish.total', { counted: preview.counted, expected: preview.expected })}
      </Text>
      {preview.missingValue.cost !== undefined && (
        <Stack gap={2}>
          <Text data-testid="missing-value">
            {t('stocktakes.finish.missingValue', {
              value: moneyText(preview.missingValue.cost),
            })}
          </Text>
          {preview.missingValue.withoutCost > 0 && (
            <Text size="sm" c="dimmed">
              {t('stocktakes.finish.withoutCost', { count: preview.missingValue.withoutCost })}
            </Text>
          )}
        </Stack>
      )}
      <Stack gap="xs" component="section" aria-labelledby="stocktake-per-location">
        <Title order={3} size="h5" id="stocktake-per-location">
          {t('stocktakes.finish.perLocation')}
        </Title>
        <Table withTableBorder striped fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('stocktakes.count.placeTable.place')}</Table.Th>
              <Table.Th ta="right">{t('stocktakes.finish.countedOfExpected')}</Table.Th>
              <Table.Th ta="right">{t('stocktakes.finish.missingCount')}</Table.Th>
              {costs && <Table.Th ta="right">{t('stocktakes.finish.value')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {preview.perLocation.map((row) => (
              <Table.Tr key={row.locationId}>
                <Table.Td>
                  {placeLabel(t, data?.locations, { locationId: row.locationId })}
                </Table.Td>
                <Table.Td ta="right">
                  {n(row.counted)} / {n(row.expected)}
                </Table.Td>
                <Table.Td ta="right">{n(row.missing)}</Table.Td>
                {costs && (
                  <Table.Td ta="right">
                    {row.cost === undefined ? '' : moneyText(row.cost)}
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
      <ResultList
        id="stocktake-missing"
        title={t('stocktakes.finish.missing')}
        help={t('stocktakes.finish.missingHelp')}
        items={preview.missing.map((bottle) => ({
          key: bottle.id,
          text: `${bottleIdText(t, bottle.id)} · ${wineOf(t, data, bottle.formatId)} · ${t(
            'stocktakes.finish.recordedIn',
            {
              place: placeLabel(t, data?.locations, bottle),
            },
          )}`,
        }))}
      />
      <ResultList
        id="stocktake-found"
        title={t('stocktakes.finish.foundElsewhere')}
        help={t('stocktakes.finish.foundHelp')}
        items={preview.foundElsewhere.map(({ bottle, scannedIn }) => ({
          key: bottle.id,
          text: `${bottleIdText(t, bottle.id)} · ${wineOf(t, data, bottle.formatId)} · ${t(
            'stocktakes.finish.recordedIn',
            {
              place: placeLabel(t, data?.locations, bottle),
            },
          )}, ${t('stocktakes.finish.scannedIn', { place: placeLabel(t, data?.locations, scannedIn) })}`,
        }))}
      />
      <ResultList
        id="stocktake-surplus"
        title={t('stocktakes.finish.surplus')}
        help={t('stocktakes.finish.surplusHelp')}
        items={preview.surplus.map((row) => ({
          key: `${row.formatId}\u0000${row.locationId}\u0000${row.bin}`,
          text: t('stocktakes.finish.surplusLine', {
            count: row.count,
            wine: wineOf(t, data, row.formatId),
            place: placeLabel(t, data?.locations, row),
          }),
        }))}
        counted={preview.surplus.reduce((sum, row) => sum + row.count, 0)}
      />
      <ResultList
        id="stocktake-unknown"
        title={t('stocktakes.finish.unknownCodes')}
        items={preview.unknownCodes.map((code) => ({ key: code, text: code }))}
      />
    </Stack>
  );
}
