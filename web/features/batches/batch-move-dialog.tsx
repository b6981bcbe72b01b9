import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BatchScanFrame } from './batch-scan-frame.js';
import { moveOrQueue } from './batch-sends.js';
import { PlacementFields } from './placement-fields.js';
import { useBatchSave } from './use-batch-save.js';
import { useScannedBottles } from './use-scanned-bottles.js';

interface BatchMoveDialogProps {
  onClose: () => void;
  onDone: () => void;
  locationId?: string | null;
  bin?: string;
}

/** Batch Move: scan bottles, choose where they go, move them all or none. */
export function BatchMoveDialog({ onClose, onDone, ...preset }: BatchMoveDialogProps) {
  const { t } = useTranslation();
  const scan = useScannedBottles('move');
  const save = useBatchSave('move', scan, onDone);
  const [locationId, setLocationId] = useState<string | null>(preset.locationId ?? null);
  const [bin, setBin] = useState(preset.bin ?? '');
  return (
    <BatchScanFrame
      kind="move"
      scan={scan}
      save={save}
      onClose={onClose}
      ready
      onSubmit={() =>
        void save.save(() => moveOrQueue(scan.ids, locationId, locationId ? bin : ''))
      }
    >
      <PlacementFields
        locationId={locationId}
        bin={bin}
        locationLabel={t('scanning.batch.targetLocation')}
        binLabel={t('scanning.batch.targetBin')}
        onChange={(nextLocation, nextBin) => {
          setLocationId(nextLocation);
          setBin(nextBin);
        }}
      />
    </BatchScanFrame>
  );
}
