import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as ops from '../../../domain/operations/purchasing.js';
import { call } from '../../lib/call.js';
import { dashboardStore } from '../../lib/dashboard-store.js';
import { notifyError, notifySuccess } from '../../lib/ui/notify.js';

/**
 * Reorder's `Create purchase orders`: one draft per supplier of the sheet, made by the server
 * from the same figures, or the supplier's draft brought up to date; then the Purchase orders
 * screen opens on them.
 */
export function CreateOrdersButton() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const create = async () => {
    setBusy(true);
    try {
      const { orders, created, updated } = await call(ops.createPurchaseOrders, {});
      if (orders.length === 0) {
        notifySuccess(t('purchasing.title'), t('purchasing.nothingToOrder'));
        return;
      }
      // Pressed again, it says what it did to the drafts already there, even when nothing.
      const made = t('purchasing.created', { count: created });
      const reached = created < orders.length;
      notifySuccess(
        t('purchasing.title'),
        reached ? `${made}, ${t('purchasing.updated', { count: updated })}` : made,
      );
      dashboardStore.openDialog({ kind: 'purchaseOrders' });
    } catch {
      notifyError(t('purchasing.title'), t('purchasing.createFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="xs" mih={44} loading={busy} onClick={() => void create()}>
      {t('purchasing.create')}
    </Button>
  );
}
