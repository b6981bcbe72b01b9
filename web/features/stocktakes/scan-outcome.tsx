import { Alert, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { StocktakeScanResult } from '../../../domain/stocktakes.js';
import { useLiveState } from '../../lib/live-store.js';
import { OpenLevel } from './open-level.js';
import { placeLabel } from './place-label.js';

/** What one scan said, that it was not recorded, or that it waits on the phone for a network. */
export type ScanNote =
  | { kind: 'result'; result: StocktakeScanResult; key: number }
  | { kind: 'failed'; code: string; message: string; key: number }
  | { kind: 'queued'; code: string; key: number };

const COLORS = {
  counted: 'green',
  'already-counted': 'blue',
  'found-elsewhere': 'orange',
  unknown: 'red',
  failed: 'red',
  queued: 'indigo',
} as const;

const outcomeOf = (note: ScanNote) => (note.kind === 'result' ? note.result.outcome : note.kind);
const codeOf = (note: ScanNote) => (note.kind === 'result' ? note.result.code : note.code);

function noteText(
  t: TFunction,
  locations: Parameters<typeof placeLabel>[1],
  note: ScanNote,
): string {
  if (note.kind === 'failed') return note.message;
  if (note.kind === 'queued') return t('offlineQueue.scanQueued');
  const { result } = note;
  if (result.outcome === 'found-elsewhere') {
    const place = placeLabel(t, locations, result.recordedIn ?? { locationId: null });
    return t('stocktakes.outcome.found-elsewhere', { place });
  }
  return t(`stocktakes.outcome.${result.outcome}`);
}

/**
 * What the last scans said, newest first and largest: read at arm's length in a dark cellar. The
 * newest is announced to screen readers as it comes.
 */
export function ScanOutcomes({ notes }: { notes: readonly ScanNote[] }) {
  const { t } = useTranslation();
  const locations = useLiveState((state) => state.data?.locations);
  const [latest, ...earlier] = notes;
  return (
    <Stack gap={6}>
      <div role="status" aria-live="polite" aria-atomic="true">
        {latest && (
          <Alert
            color={COLORS[outcomeOf(latest)]}
            variant="filled"
            data-testid="scan-outcome"
            data-outcome={outcomeOf(latest)}
            title={noteText(t, locations, latest)}
          >
            {codeOf(latest)}
          </Alert>
        )}
      </div>
      {latest?.kind === 'result' && latest.result.open && (
        <OpenLevel key={latest.key} code={latest.result.code} open={latest.result.open} />
      )}
      {earlier.map((note) => (
        <Text
          key={note.key}
          size="sm"
          c="dimmed"
          data-testid="scan-note"
          data-outcome={outcomeOf(note)}
        >
          {codeOf(note)} · {noteText(t, locations, note)}
        </Text>
      ))}
    </Stack>
  );
}
