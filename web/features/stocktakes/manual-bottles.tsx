import { Alert, Checkbox, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countsAsManual } from '../../../domain/manual-id.js';
import { lastSix, vintageText } from '../../lib/display.js';
import { useLiveState } from '../../lib/live-store.js';
import { useBottleList } from '../../lib/use-bottle-list.js';
import type { CountPlace } from './place-picker.js';
import { fetchCountedIds } from './stocktake-api.js';
import { coalesced, useStocktakeChanges } from './use-stocktake-changes.js';

/** The ids counted in a place, read again whenever the count changes (any phone's scan). */
function useCountedIds(stocktakeId: string, locationId: string, bin: string): ReadonlySet<string> {
  const [ids, setIds] = useState<ReadonlySet<string>>(new Set());
  const reload = useMemo(
    () =>
      coalesced(async () => {
        try {
          const body = await fetchCountedIds(stocktakeId, { locationId, bin });
          setIds(new Set(body.ids));
        } catch (error) {
          console.warn('stocktake: counted ids not read', error);
        }
      }),
    [stocktakeId, locationId, bin],
  );
  useEffect(() => reload(), [reload]);
  useStocktakeChanges(stocktakeId, reload);
  return ids;
}

/**
 * The bottles without a QR code recorded in `place`, ticked once counted: ticking one counts it
 * as a scan of its id would. A ticked one stays ticked (a count is not taken back).
 */
export function ManualBottles({
  stocktakeId,
  place,
  disabled,
  onTick,
}: {
  stocktakeId: string;
  place: CountPlace;
  disabled: boolean;
  onTick: (id: string) => void;
}) {
  const { t } = useTranslation();
  const formats = useLiveState((state) => state.data?.formats);
  const products = useLiveState((state) => state.data?.products);
  const list = useBottleList({ location: place.locationId, bin: place.bin });
  const counted = useCountedIds(stocktakeId, place.locationId, place.bin);
  const manual = (list.bottles ?? []).filter((bottle) => countsAsManual(bottle.id));
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('stocktakes.count.manualBottles')}
      </Title>
      {list.bottles === null && !list.failed && (
        <Group gap="xs" role="status">
          <Loader size="xs" />
          <Text size="sm">{t('stocktakes.count.manualLoading')}</Text>
        </Group>
      )}
      {list.failed && (
        <Alert color="red" role="alert">
          {t('stocktakes.count.manualFailed')}
        </Alert>
      )}
      {list.bottles !== null && manual.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('stocktakes.count.noManualBottles')}
        </Text>
      )}
      {manual.map((bottle) => {
        const format = formats?.get(bottle.formatId);
        const product = format ? products?.get(format.productId) : undefined;
        const done = counted.has(bottle.id);
        return (
          <Checkbox
            key={bottle.id}
            size="md"
            checked={done}
            disabled={disabled || done}
            onChange={() => onTick(bottle.id)}
            label={`${product?.name ?? t('stocktakes.record.unknownWine')} ${format ? vintageText(format.vintage) : ''} · …${lastSix(bottle.id)}`}
          />
        );
      })}
    </Stack>
  );
}
