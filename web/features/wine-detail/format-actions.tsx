import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Format, Product } from '../../../domain/inventory.js';
import { dashboardStore } from '../../lib/dashboard-store.js';
import { vintageText } from '../../lib/display.js';
import { setDefaultFormat, updateFormat } from '../../lib/inventory-api.js';
import { errorText } from '../../lib/server-error.js';
import { notifyError, notifySuccess } from '../../lib/ui/notify.js';
import { useCan } from '../auth/index.js';

/**
 * Make the format the default, show or hide it on the menu, pour it by the glass, its barcode:
 * each only for a role that may.
 */
export function FormatActions({
  product,
  format,
  onEditBarcode,
}: {
  product: Product;
  format: Format;
  onEditBarcode: () => void;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<'default' | 'menu' | null>(null);
  const isDefault = product.defaultFormatId === format.id;
  const canEditProducts = useCan('edit-products');
  const canEditSettings = useCan('edit-settings');

  const makeDefault = async () => {
    setBusy('default');
    try {
      await setDefaultFormat(product.id, format.id);
      notifySuccess(
        t('inventory.messages.defaultSetTitle'),
        t('inventory.messages.defaultSetBody', {
          vintage: vintageText(format.vintage),
          size: format.bottleSize,
        }),
      );
    } catch {
      notifyError(t('inventory.common.error'), t('inventory.messages.defaultFailed'));
    } finally {
      setBusy(null);
    }
  };

  const toggleMenu = async () => {
    setBusy('menu');
    const next = !format.showOnMenu;
    try {
      await updateFormat(format.id, { showOnMenu: next });
      // Only this format (vintage and size) changes, not the wine's other formats.
      const which = { vintage: vintageText(format.vintage), size: format.bottleSize };
      notifySuccess(
        t('inventory.messages.visibilityTitle'),
        next
          ? t('inventory.messages.visibilityShown', which)
          : t('inventory.messages.visibilityHidden', which),
      );
    } catch (error) {
      notifyError(
        t('inventory.common.error'),
        errorText(t, error, t('inventory.messages.saveFailed')),
      );
    } finally {
      setBusy(null);
    }
  };

  if (!canEditProducts && !canEditSettings) return null;
  return (
    <Group gap="xs" wrap="wrap">
      {canEditProducts && (
        <>
          <Button
            variant="light"
            disabled={isDefault}
            loading={busy === 'default'}
            onClick={() => void makeDefault()}
          >
            {isDefault ? t('inventory.detail.isDefault') : t('inventory.detail.makeDefault')}
          </Button>
          <Button variant="light" loading={busy === 'menu'} onClick={() => void toggleMenu()}>
            {format.showOnMenu
              ? t('inventory.detail.hideFromMenu')
              : t('inventory.detail.showOnMenu')}
          </Button>
        </>
      )}
      {canEditSettings && (
        <Button
          variant="light"
          onClick={() => dashboardStore.openDialog({ kind: 'glass', formatId: format.id })}
        >
          {t('inventory.detail.addToGlass')}
        </Button>
      )}
      {canEditProducts && (
        <Button variant="light" onClick={onEditBarcode}>
          {product.barcode ? t('inventory.detail.editBarcode') : t('inventory.detail.addBarcode')}
        </Button>
      )}
    </Group>
  );
}
