import { Alert, Checkbox, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { countsAsManual } from '../../../domain/manual-id.js';
import type { StocktakeScanChange } from '../../../domain/stocktakes.js';
import { lastSix, vintageText } from '../../lib/display.js';
import { useLiveState } from '../../lib/live-store.js';
import { useBottleList } from '../../lib/use-bottle-list.js';
import type { CountPlace } from './place-picker.js';
import { fetchCountedIds } from './stocktake-api.js';
import { useCountRead } from './use-count-read.js';

const NONE: ReadonlySet<string> = new Set();

/**
 * The ids counted in a place: read when the list opens, then each scan of a bottle in this place
 * is added from its change (scans elsewhere change nothing here); anything else reads them again.
 */
function useCountedIds(stocktakeId: string, locationId: string, bin: string): ReadonlySet<string> {
  const read = useCallback(
    async (): Promise<ReadonlySet<string>> =>
      new Set((await fetchCountedIds(stocktakeId, { locationId, bin })).ids),
    [stocktakeId, locationId, bin],
  );
  const apply = (ids: ReadonlySet<string>, scans: readonly StocktakeScanChange[]) => {
    // As the server lists them: the codes that named a bottle, scanned in this place.
    const here = scans.filter(
      (scan) =>
        scan.outcome !== 'unknown' &&
        scan.place.locationId === locationId &&
        scan.place.bin === bin,
    );
    return here.length === 0 ? ids : new Set([...ids, ...here.map((scan) => scan.code)]);
  };
  const { loaded } = useCountRead(stocktakeId, read, apply, 'counted ids');
  return loaded.status === 'ready' ? loaded.value : NONE;
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
