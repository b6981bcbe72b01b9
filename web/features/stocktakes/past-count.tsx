import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as ops from '../../../domain/operations/stocktakes.js';
import type { Stocktake, StocktakePreview } from '../../../domain/stocktakes.js';
import { bottleIdText } from '../../lib/display.js';
import { currentLanguage } from '../../lib/i18n.js';
import { type LiveState, useLiveState } from '../../lib/live-store.js';
import { openPrintWindow } from '../../lib/print-window.js';
import { type Loaded, useCall } from '../../lib/use-call.js';
import { placeLabel, placesLabel } from './place-label.js';
import { PreviewLists, wineOf } from './preview-lists.js';
import { type RecordPage, recordHtml } from './record-html.js';
import { exportCsvUrl } from './stocktake-api.js';
import { whenText, whoAndWhen } from './stocktake-people.js';

interface CountRecord {
  stocktake: Stocktake;
  result: StocktakePreview;
}

/** Who, when, which places, how many: the lines heading a count's record, on screen and on paper. */
function factsOf(t: TFunction, data: LiveState['data'], { stocktake }: CountRecord): string[] {
  const language = currentLanguage();
  const facts = whoAndWhen(t, stocktake, language);
  facts.push(
    `${t('stocktakes.record.places')}: ${placesLabel(t, data?.locations, stocktake.places)}`,
    t('stocktakes.progress', { counted: stocktake.counted, expected: stocktake.expected }),
    ...stocktake.counters.map((counter) =>
      t('stocktakes.count.counterLine', { name: counter.name, count: counter.counted }),
    ),
  );
  return facts;
}

function printPage(t: TFunction, data: LiveState['data'], record: CountRecord): RecordPage {
  const { stocktake, result } = record;
  const language = currentLanguage();
  const date = whenText(stocktake.finishedAt ?? stocktake.startedAt, language);
  const columns = [
    t('stocktakes.record.bottle'),
    t('stocktakes.record.wine'),
    t('stocktakes.record.place'),
  ];
  const where = (place: Parameters<typeof placeLabel>[2]) => placeLabel(t, data?.locations, place);
  const none = t('stocktakes.finish.none');
  return {
    lang: language,
    title: t('stocktakes.record.printTitle', { date }),
    facts: factsOf(t, data, record),
    sections: [
      {
        title: `${t('stocktakes.finish.missing')} (${result.missing.length})`,
        columns,
        rows: result.missing.map((b) => [
          bottleIdText(t, b.id),
          wineOf(t, data, b.formatId),
          where(b),
        ]),
        empty: none,
      },
      {
        title: `${t('stocktakes.finish.foundElsewhere')} (${result.foundElsewhere.length})`,
        columns: [...columns, t('stocktakes.record.scannedIn')],
        rows: result.foundElsewhere.map(({ bottle, scannedIn }) => [
          bottleIdText(t, bottle.id),
          wineOf(t, data, bottle.formatId),
          where(bottle),
          where(scannedIn),
        ]),
        empty: none,
      },
      {
        title: `${t('stocktakes.finish.surplus')} (${result.surplus.reduce((n, row) => n + row.count, 0)})`,
        columns: [t('stocktakes.record.howMany'), columns[1] ?? '', columns[2] ?? ''],
        rows: result.surplus.map((row) => [
          String(row.count),
          wineOf(t, data, row.formatId),
          where(row),
        ]),
        empty: none,
      },
      {
        title: `${t('stocktakes.finish.unknownCodes')} (${result.unknownCodes.length})`,
        columns: [columns[0] ?? ''],
        rows: result.unknownCodes.map((code) => [code]),
        empty: none,
      },
    ],
  };
}

/** The record once both of its reads are in: failed if either failed. */
function recordOf(
  stocktake: Loaded<Stocktake>,
  result: Loaded<StocktakePreview>,
): Loaded<CountRecord> {
  if (stocktake.status === 'failed') return stocktake;
  if (result.status === 'failed') return result;
  if (stocktake.status === 'loading' || result.status === 'loading') return { status: 'loading' };
  return { status: 'ready', value: { stocktake: stocktake.value, result: result.value } };
}

/** A past count's record: who, when, places, totals, what was missing and found. */
export function PastCount({ id }: { id: string }) {
  const { t } = useTranslation();
  const data = useLiveState((state) => state.data);
  const loaded = recordOf(
    useCall(ops.getStocktake, { params: { id } }).loaded,
    useCall(ops.previewStocktake, { params: { id } }).loaded,
  );
  const [blocked, setBlocked] = useState(false);

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
  const record = loaded.value;
  return (
    <Stack gap="md" data-testid="past-count">
      <Stack gap={2} component="ul" p={0} m={0}>
        {factsOf(t, data, record).map((fact) => (
          <Text component="li" key={fact} style={{ listStyle: 'none' }}>
            {fact}
          </Text>
        ))}
      </Stack>
      <Group gap="sm">
        <Button
          variant="light"
          onClick={() => setBlocked(!openPrintWindow(recordHtml(printPage(t, data, record))))}
        >
          {t('stocktakes.record.print')}
        </Button>
        <Button variant="light" component="a" href={exportCsvUrl(id)} download>
          {t('stocktakes.record.exportCsv')}
        </Button>
      </Group>
      {blocked && (
        <Alert color="yellow" role="alert">
          {t('stocktakes.record.popupBlocked')}
        </Alert>
      )}
      <PreviewLists preview={record.result} />
    </Stack>
  );
}
