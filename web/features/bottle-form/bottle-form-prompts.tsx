import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../lib/ui/confirm-dialog.js';
import type { Prompt } from './use-bottle-form.js';

interface BottleFormPromptsProps {
  prompt: Prompt;
  saving: boolean;
  onDiscard: () => void;
  onUnlock: () => void;
  onReassign: () => void;
  /** Declining Barcode In Use restores the previous barcode (docs/product.md §4). */
  onKeepBarcode: () => void;
  onDismiss: () => void;
}

/** The questions the form may ask on top of itself: Unsaved Changes, Unlock Wine Info?, Barcode In Use. */
export function BottleFormPrompts(props: BottleFormPromptsProps) {
  const { t } = useTranslation();
  const { prompt } = props;
  const barcodeOwner =
    typeof prompt === 'object' && prompt && 'barcodeOwner' in prompt ? prompt.barcodeOwner : null;
  return (
    <>
      <ConfirmDialog
        opened={prompt === 'unsaved'}
        title={t('inventory.form.unsavedTitle')}
        message={t('inventory.form.unsavedBody')}
        confirmLabel={t('inventory.form.discard')}
        confirmColor="red"
        cancelLabel={t('inventory.common.cancel')}
        onConfirm={props.onDiscard}
        onCancel={props.onDismiss}
      />
      <ConfirmDialog
        opened={prompt === 'unlock'}
        title={t('inventory.form.unlockTitle')}
        message={t('inventory.form.unlockBody')}
        confirmLabel={t('inventory.form.unlockConfirm')}
        confirmColor="orange"
        cancelLabel={t('inventory.common.cancel')}
        onConfirm={props.onUnlock}
        onCancel={props.onDismiss}
      />
      <ConfirmDialog
        opened={barcodeOwner !== null}
        title={t('inventory.messages.barcodeInUseTitle')}
        message={t('reasons.barcode-in-use', { productName: barcodeOwner ?? '' })}
        confirmLabel={t('inventory.form.reassign')}
        cancelLabel={t('inventory.common.cancel')}
        busy={props.saving}
        onConfirm={props.onReassign}
        onCancel={props.onKeepBarcode}
      />
    </>
  );
}
