import { Alert, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { StocktakeScanResult } from '../../../domain/stocktakes.js';
import { useLiveState } from '../../lib/live-store.js';
import { OpenLevel } from './open-level.js';
import { placeLabel } from './place-label.js';

/** What one scan said, or that it was not recorded. */
export type ScanNote =
  | { kind: 'result'; result: StocktakeScanResult; key: number }
  | { kind: 'failed'; code: string; message: string; key: number };

const COLORS = {
  counted: 'green',
  'already-counted': 'blue',
  'found-elsewhere': 'orange',
  unknown: 'red',
} as const;

function noteText(
  t: TFunction,
  locations: Parameters<typeof placeLabel>[1],
  note: ScanNote,
): string {
  if (note.kind === 'failed') return note.message;
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
            color={latest.kind === 'failed' ? 'red' : COLORS[latest.result.outcome]}
            variant="filled"
            data-testid="scan-outcome"
            data-outcome={latest.kind === 'failed' ? 'failed' : latest.result.outcome}
            title={noteText(t, locations, latest)}
          >
            {latest.kind === 'failed' ? latest.code : latest.result.code}
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
          data-outcome={note.kind === 'failed' ? 'failed' : note.result.outcome}
        >
          {note.kind === 'failed' ? note.code : note.result.code} · {noteText(t, locations, note)}
        </Text>
      ))}
    </Stack>
  );
}
