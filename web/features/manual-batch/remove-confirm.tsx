import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../lib/ui/confirm-dialog.js';

/** docs/product.md §8: Remove N Bottles? / This will permanently remove the scanned bottles. */
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
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      opened={opened}
      title={t('managers.messages.removeTitle', { count })}
      message={t('managers.messages.removeMessage')}
      confirmLabel={t('managers.common.remove')}
      confirmColor="red"
      cancelLabel={t('managers.common.cancel')}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
