import { Alert, Checkbox, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countsAsManual } from '../../../domain/manual-id.js';
import { lastSix, vintageText } from '../../lib/display.js';
import { useLiveState } from '../../lib/live-store.js';
import { useBottleList } from '../../lib/use-bottle-list.js';
import type { CountPlace } from './place-picker.js';
import { fetchCountedIds } from './stocktake-api.js';
import { coalesced, useStocktakeChanges } from './use-stocktake-changes.js';

/**
 * The ids counted in a place: read when the list opens, then each scan in this place is added
 * from its change (scans elsewhere change nothing here); anything else reads them again.
 */
function useCountedIds(stocktakeId: string, locationId: string, bin: string): ReadonlySet<string> {
  const [ids, setIds] = useState<ReadonlySet<string>>(new Set());
  // A read under way may have been answered before a scan it would then hide: read again instead.
  const reading = useRef(false);
  const reload = useMemo(
    () =>
      coalesced(async () => {
        reading.current = true;
        try {
          const body = await fetchCountedIds(stocktakeId, { locationId, bin });
          setIds(new Set(body.ids));
        } catch (error) {
          console.warn('stocktake: counted ids not read', error);
        } finally {
          reading.current = false;
        }
      }),
    [stocktakeId, locationId, bin],
  );
  useEffect(() => reload(), [reload]);
  useStocktakeChanges(stocktakeId, (scans) => {
    if (!scans || reading.current) {
      reload();
      return;
    }
    // As the server lists them: the codes that named a bottle, scanned in this place.
    const here = scans.filter(
      (scan) =>
        scan.outcome !== 'unknown' &&
        scan.place.locationId === locationId &&
        scan.place.bin === bin,
    );
    if (here.length > 0)
      setIds((current) => new Set([...current, ...here.map((scan) => scan.code)]));
  });
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
