import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_REMOVAL_REASON, type RemovalReason } from '../../../domain/removal-reasons.js';
import { ConfirmDialog } from '../../lib/ui/confirm-dialog.js';
import { RemovalReasonField } from '../../lib/ui/removal-reason-field.js';

/**
 * docs/product.md §8: Remove N Bottles? / This will permanently remove the scanned bottles; and
 * why they leave, Sold each time it opens.
 */
export function RemoveConfirm({
  opened,
  count,
  busy,
  onConfirm,
  onCancel,
}: {
  opened: boolean;
  count: number;
  busy: boolean;
  onConfirm: (reason: RemovalReason) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState<RemovalReason>(DEFAULT_REMOVAL_REASON);
  const [wasOpened, setWasOpened] = useState(opened);
  if (wasOpened !== opened) {
    setWasOpened(opened);
    if (opened) setReason(DEFAULT_REMOVAL_REASON);
  }
  return (
    <ConfirmDialog
      opened={opened}
      title={t('managers.messages.removeTitle', { count })}
      message={t('managers.messages.removeMessage')}
      confirmLabel={t('managers.common.remove')}
      confirmColor="red"
      cancelLabel={t('managers.common.cancel')}
      busy={busy}
      onConfirm={() => onConfirm(reason)}
      onCancel={onCancel}
    >
      <RemovalReasonField value={reason} onChange={setReason} disabled={busy} />
    </ConfirmDialog>
  );
}
