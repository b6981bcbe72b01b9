import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Stocktake, StocktakeScanResult } from '../../../domain/stocktakes.js';
import { useLiveState } from '../../lib/live-store.js';
import { errorText } from '../../lib/server-error.js';
import { Scanner, scanFeedback } from '../scanner/index.js';
import { CountActions } from './count-actions.js';
import { CountDetails, CountTotal } from './count-progress.js';
import { placeLabel } from './place-label.js';
import { type CountPlace, firstPlace, PlacePicker } from './place-picker.js';
import { ManualQuantities } from './quantity-list.js';
import { type ScanNote, ScanOutcomes } from './scan-outcome.js';
import { scanInto } from './stocktake-api.js';
import { useStocktake } from './use-stocktake.js';

/** How many earlier answers stay under the newest. */
const NOTES_KEPT = 5;

/**
 * Counting one count on one phone: where this phone counts, the scanner in
 * continuous mode, each scan's answer at once (words, sound, vibration), the bottles without a
 * label of the place to count by quantity, and the count's progress as every phone counts.
 */
interface CountViewProps {
  id: string;
  onFinish: () => void;
  /** The count was cancelled from this phone: back to the counts. */
  onCancelled: () => void;
  /** Whether the cancel prompt is open (Escape is then the prompt's). */
  onConfirming: (confirming: boolean) => void;
}

export function CountView({ id, ...props }: CountViewProps) {
  const { t } = useTranslation();
  const { loaded, show } = useStocktake(id);
  if (loaded.status === 'loading') {
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" />
        <Text>{t('stocktakes.loading')}</Text>
      </Group>
    );
  }
  if (loaded.status === 'failed') {
    return (
      <Alert color="red" role="alert">
        {t('stocktakes.loadFailed')}
      </Alert>
    );
  }
  return <Counting stocktake={loaded.value} show={show} {...props} />;
}

function Counting({
  stocktake,
  show,
  onFinish,
  onCancelled,
  onConfirming,
}: Omit<CountViewProps, 'id'> & {
  stocktake: Stocktake;
  show: (stocktake: Stocktake) => void;
}) {
  const { t } = useTranslation();
  const locations = useLiveState((state) => state.data?.locations);
  const [chosen, setChosen] = useState<CountPlace | null>(null);
  const place = chosen ?? firstPlace(locations, stocktake.places);
  const [scanning, setScanning] = useState(false);
  const [notes, setNotes] = useState<ScanNote[]>([]);
  const open = stocktake.status === 'open';
  const over = stocktake.status === 'applied' || stocktake.status === 'cancelled';

  const note = (next: ScanNote) => setNotes((current) => [next, ...current].slice(0, NOTES_KEPT));
  const count = async (code: string) => {
    if (!place) return;
    const key = Date.now() + Math.random();
    try {
      const result: StocktakeScanResult | null = await scanInto(stocktake.id, { code, ...place });
      // Kept on the phone (no network): heard as read, for it was; the server counts it later.
      scanFeedback(result === null || result.outcome === 'counted' ? 'good' : 'attention');
      note(result === null ? { kind: 'queued', code, key } : { kind: 'result', result, key });
    } catch (error) {
      scanFeedback('attention');
      note({
        kind: 'failed',
        code,
        message: errorText(t, error, t('stocktakes.count.scanFailed')),
        key,
      });
    }
  };

  return (
    <Stack gap="md" data-testid="count-view" data-status={stocktake.status}>
      <CountTotal stocktake={stocktake} />
      {over && (
        <Alert color="gray" role="status">
          {t('stocktakes.count.closed')}
        </Alert>
      )}
      {stocktake.status === 'paused' && (
        <Alert color="yellow" role="status">
          {t('stocktakes.count.paused')}
        </Alert>
      )}
      {!over && (
        <>
          <Stack gap="xs" component="section" aria-label={t('stocktakes.count.where')}>
            <PlacePicker places={stocktake.places} value={place} onChange={setChosen} />
          </Stack>
          {place && open && (
            <>
              {scanning ? (
                <Stack
                  gap="xs"
                  aria-label={t('stocktakes.count.scannerTitle', {
                    place: placeLabel(t, locations, place),
                  })}
                  component="section"
                >
                  <Scanner mode="default" ownFeedback onScan={(code) => void count(code)} />
                  <Button variant="default" onClick={() => setScanning(false)}>
                    {t('stocktakes.count.stopScanning')}
                  </Button>
                </Stack>
              ) : (
                <Button size="lg" onClick={() => setScanning(true)}>
                  {t('stocktakes.count.scan')}
                </Button>
              )}
              <ScanOutcomes notes={notes} />
              <ManualQuantities
                key={`${place.locationId}\u0000${place.bin}`}
                stocktakeId={stocktake.id}
                place={place}
                disabled={!open}
              />
            </>
          )}
        </>
      )}
      <CountDetails stocktake={stocktake} />
      <CountActions
        stocktake={stocktake}
        show={show}
        onFinish={onFinish}
        onCancelled={onCancelled}
        onConfirming={onConfirming}
      />
    </Stack>
  );
}
