import { Alert, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { sizeText } from '../../lib/display.js';
import { currentLanguage } from '../../lib/i18n.js';
import { useLiveState } from '../../lib/live-store.js';
import type { CountPlace } from './place-picker.js';
import { wineOf } from './preview-lists.js';
import { QuantityCounter } from './quantity-row.js';
import { useQuantities } from './use-quantities.js';

/**
 * The bottles without a QR label expected in `place`, counted by quantity per wine (format): a
 * number typed, or + and −, rather than a tap per bottle (decision 0026). Every phone counting
 * the place sees the last number counted and who counted it.
 */
export function ManualQuantities({
  stocktakeId,
  place,
  disabled,
}: {
  stocktakeId: string;
  place: CountPlace;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const data = useLiveState((state) => state.data);
  const language = currentLanguage();
  const { loaded, saved } = useQuantities(stocktakeId, place);
  const wine = (formatId: string) => {
    const format = data?.formats.get(formatId);
    const name = wineOf(t, data, formatId);
    return format ? `${name} · ${sizeText(format.bottleSize, language)}` : name;
  };
  const rows =
    loaded.status === 'ready'
      ? [...loaded.value]
          .map((row) => ({ row, wine: wine(row.formatId) }))
          .sort((a, b) => a.wine.localeCompare(b.wine, language, { numeric: true }))
      : [];
  return (
    <Stack gap="xs" component="section" aria-labelledby="stocktake-manual">
      <Title order={3} size="h5" id="stocktake-manual">
        {t('stocktakes.count.manualBottles')}
      </Title>
      {loaded.status === 'loading' && (
        <Group gap="xs" role="status">
          <Loader size="xs" />
          <Text size="sm">{t('stocktakes.count.manualLoading')}</Text>
        </Group>
      )}
      {loaded.status === 'failed' && (
        <Alert color="red" role="alert">
          {t('stocktakes.count.manualFailed')}
        </Alert>
      )}
      {loaded.status === 'ready' &&
        (rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('stocktakes.count.noManualBottles')}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            {t('stocktakes.count.manualHelp')}
          </Text>
        ))}
      {rows.map(({ row, wine: name }) => (
        <QuantityCounter
          key={row.formatId}
          stocktakeId={stocktakeId}
          place={place}
          row={row}
          wine={name}
          disabled={disabled}
          onSaved={saved}
        />
      ))}
    </Stack>
  );
}
