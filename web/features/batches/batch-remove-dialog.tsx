import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_REMOVAL_REASON, type RemovalReason } from '../../../domain/removal-reasons.js';
import { ConfirmDialog } from '../../lib/ui/confirm-dialog.js';
import { RemovalReasonField } from '../../lib/ui/removal-reason-field.js';
import { BatchScanFrame } from './batch-scan-frame.js';
import { removeOrQueue } from './batch-sends.js';
import { useBatchSave } from './use-batch-save.js';
import { useScannedBottles } from './use-scanned-bottles.js';

/** Batch Remove: scan bottles, then confirm with the reason they leave; all or none. */
export function BatchRemoveDialog({
  onClose,
  onDone,
}: {
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const scan = useScannedBottles('remove');
  const save = useBatchSave('remove', scan, onDone);
  const [confirming, setConfirming] = useState(false);
  const [reason, setReason] = useState<RemovalReason>(DEFAULT_REMOVAL_REASON);
  const count = scan.ids.length;
  return (
    <>
      <BatchScanFrame
        kind="remove"
        scan={scan}
        save={save}
        onClose={onClose}
        ready
        confirming={confirming}
        onSubmit={() => {
          // Each confirmation starts from Sold (the removal reasons' default).
          setReason(DEFAULT_REMOVAL_REASON);
          setConfirming(true);
        }}
      />
      <ConfirmDialog
        opened={confirming}
        title={t('scanning.batch.removeConfirmTitle', { count })}
        message={t('scanning.batch.removeConfirmBody')}
        confirmLabel={t('scanning.common.remove')}
        confirmColor="red"
        cancelLabel={t('scanning.common.cancel')}
        busy={save.saving}
        onConfirm={() =>
          void save.save(
            () => removeOrQueue(scan.ids, reason),
            () => setConfirming(false),
          )
        }
        onCancel={() => setConfirming(false)}
      >
        <RemovalReasonField value={reason} onChange={setReason} disabled={save.saving} />
      </ConfirmDialog>
    </>
  );
}
