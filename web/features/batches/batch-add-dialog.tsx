import { Select } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { compareFormatsNewestFirst } from '../../../domain/format-choice.js';
import { vintageText } from '../../../domain/format-rules.js';
import { sizeText } from '../../lib/display.js';
import { useLiveState } from '../../lib/live-store.js';
import { BatchScanFrame } from './batch-scan-frame.js';
import { addOrQueue } from './batch-sends.js';
import { PlacementFields } from './placement-fields.js';
import { useBatchSave } from './use-batch-save.js';
import { useScannedBottles } from './use-scanned-bottles.js';

interface BatchAddDialogProps {
  onClose: () => void;
  onDone: () => void;
  /** The format the scanned QR ids become bottles of; without it, the user picks one. */
  formatId?: string;
  locationId?: string | null;
  bin?: string;
}

/** Batch Add: scan new QR labels, add them all as bottles of one format, or none. */
export function BatchAddDialog({ onClose, onDone, ...preset }: BatchAddDialogProps) {
  const { t, i18n } = useTranslation();
  const data = useLiveState((s) => s.data);
  const scan = useScannedBottles('add');
  const save = useBatchSave('add', scan, onDone);
  const [formatId, setFormatId] = useState<string | null>(preset.formatId ?? null);
  const [locationId, setLocationId] = useState<string | null>(preset.locationId ?? null);
  const [bin, setBin] = useState(preset.bin ?? '');

  const formatOptions = preset.formatId
    ? []
    : [...(data?.formats.values() ?? [])].sort(compareFormatsNewestFirst).map((format) => ({
        value: format.id,
        label: `${data?.products.get(format.productId)?.name ?? '?'} · ${vintageText(format.vintage)} · ${sizeText(format.bottleSize, i18n.language)}`,
      }));

  return (
    <BatchScanFrame
      kind="add"
      scan={scan}
      save={save}
      onClose={onClose}
      ready={formatId !== null}
      onSubmit={() => {
        if (formatId === null) return;
        void save.save(() => addOrQueue(formatId, scan.ids, locationId, locationId ? bin : ''));
      }}
    >
      {!preset.formatId && (
        <Select
          label={t('scanning.batch.format')}
          placeholder={t('scanning.batch.formatPlaceholder')}
          searchable
          data={formatOptions}
          value={formatId}
          onChange={setFormatId}
        />
      )}
      <PlacementFields
        locationId={locationId}
        bin={bin}
        onChange={(nextLocation, nextBin) => {
          setLocationId(nextLocation);
          setBin(nextBin);
        }}
      />
    </BatchScanFrame>
  );
}
