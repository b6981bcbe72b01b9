import { Modal, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BARCODE_PATTERN } from '../../../domain/barcode.js';
import type { Product } from '../../../domain/inventory.js';
import { updateProduct } from '../../lib/inventory-api.js';
import { barcodeOwnerName, errorText } from '../../lib/server-error.js';
import { ConfirmDialog } from '../../lib/ui/confirm-dialog.js';
import { FormActions } from '../../lib/ui/form-actions.js';
import { notifySuccess } from '../../lib/ui/notify.js';
import { useSave } from '../../lib/use-save.js';
import { BarcodeField } from '../barcode-field/index.js';
import { formFromRecords, newProfileForm, productInput } from '../bottle-form/index.js';

/** Add or edit a wine's barcode (all digits, 8/12/13/14), with the Barcode In Use prompt. */
export function BarcodeEditor({ product, onClose }: { product: Product; onClose: () => void }) {
  const { t } = useTranslation();
  const [value, setValue] = useState(product.barcode ?? '');
  const [error, setError] = useState<string | null>(null);
  const [owner, setOwner] = useState<string | null>(null);
  const { saving, save: run } = useSave();

  async function save(reassignBarcode: boolean) {
    const barcode = value.trim();
    if (barcode !== '' && !BARCODE_PATTERN.test(barcode)) {
      setError(t('inventory.form.barcodeInvalid'));
      return;
    }
    setError(null);
    await run(
      async () => {
        const input = productInput(formFromRecords(newProfileForm([], 0), product));
        await updateProduct(product.id, {
          product: { ...input, barcode: barcode === '' ? null : barcode },
          reassignBarcode,
        });
        notifySuccess(t('inventory.messages.barcodeSavedTitle'), t('inventory.messages.saved'));
        onClose();
      },
      (caught) => {
        const name = barcodeOwnerName(caught);
        if (name !== null) setOwner(name);
        else setError(errorText(t, caught, t('inventory.messages.saveFailed')));
      },
    );
  }

  return (
    <>
      <Modal
        opened
        onClose={() => !saving && onClose()}
        title={
          product.barcode ? t('inventory.detail.editBarcode') : t('inventory.detail.addBarcode')
        }
        centered
        size="sm"
        closeOnEscape={owner === null}
        closeButtonProps={{ 'aria-label': t('inventory.common.close') }}
      >
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void save(false);
          }}
        >
          <Stack gap="md">
            <BarcodeField
              label={t('inventory.fields.barcode')}
              description={t('inventory.form.barcodeHint')}
              data-autofocus
              value={value}
              error={error}
              onChange={setValue}
            />
            <FormActions saving={saving} onCancel={onClose} />
          </Stack>
        </form>
      </Modal>
      <ConfirmDialog
        opened={owner !== null}
        title={t('inventory.messages.barcodeInUseTitle')}
        message={t('reasons.barcode-in-use', { productName: owner ?? '' })}
        confirmLabel={t('inventory.form.reassign')}
        cancelLabel={t('inventory.common.cancel')}
        onConfirm={() => {
          setOwner(null);
          void save(true);
        }}
        onCancel={() => {
          // Declining restores the previous barcode (docs/product.md §4).
          setOwner(null);
          setValue(product.barcode ?? '');
        }}
      />
    </>
  );
}
