import { Modal } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsPhone } from '../../lib/ui/use-is-phone.js';
import { AddBottlesForm } from './add-bottles-form.js';
import { ProfilePicker } from './profile-picker.js';
import { NEW_FORMAT, useAddBottles } from './use-add-bottles.js';

// "…or scan" (docs/product.md §2): the batch add scan for the chosen format, loaded when asked for.
const BatchScanDialog = lazy(() =>
  import('../batches/index.js').then((m) => ({ default: m.BatchScanDialog })),
);

/** The global add-bottle dialog (docs/product.md §2): pick a profile, its format, how many, where. */
export function AddBottleDialog(preset: { productId?: string; formatId?: string }) {
  const { t } = useTranslation();
  const phone = useIsPhone();
  const state = useAddBottles(preset);
  const [scanning, setScanning] = useState(false);
  const { product, formatValue } = state;

  return (
    <Modal
      opened
      onClose={() => !state.saving && state.close()}
      title={t('inventory.add.title')}
      fullScreen={phone}
      size="lg"
      closeButtonProps={{ 'aria-label': t('inventory.common.close') }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-xl)' } }}
    >
      {product ? (
        <AddBottlesForm
          state={state}
          product={product}
          presetProduct={preset.productId !== undefined}
          onScanInstead={() => setScanning(true)}
        />
      ) : (
        <ProfilePicker onPick={state.pick} onCancel={state.close} />
      )}
      {scanning && formatValue && formatValue !== NEW_FORMAT && (
        <Suspense fallback={null}>
          <BatchScanDialog
            kind="add"
            formatId={formatValue}
            locationId={state.place.locationId}
            bin={state.place.bin}
            onClose={() => setScanning(false)}
            onDone={state.close}
          />
        </Suspense>
      )}
    </Modal>
  );
}
