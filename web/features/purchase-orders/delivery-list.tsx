import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import * as ops from '../../../domain/operations/receiving.js';
import { LoadFailed } from '../../lib/ui/load-failed.js';
import { LoadingMark } from '../../lib/ui/loading-mark.js';
import { useCall } from '../../lib/use-call.js';
import { OrdersTable } from './orders-table.js';
import { useOrderChanges } from './use-order-changes.js';

/** The orders waiting for a delivery, oldest first: reference, supplier, status, bottles to come. */
export function DeliveryList({ onOpen }: { onOpen: (id: string) => void }) {
  const { t } = useTranslation();
  const { loaded, reload } = useCall(ops.listDeliveryOrders, {}, { keepOnFailure: true });
  useOrderChanges(() => void reload());
  if (loaded.status === 'loading') return <LoadingMark />;
  if (loaded.status === 'failed')
    return <LoadFailed text={t('purchasing.loadFailed')} onRetry={() => void reload()} />;
  const { orders } = loaded.value;
  if (orders.length === 0) return <Text c="dimmed">{t('purchasing.delivery.empty')}</Text>;
  return (
    <OrdersTable
      orders={orders}
      figure={{ label: t('purchasing.columns.outstanding'), of: (order) => order.outstanding }}
      minWidth={420}
      testId="delivery-list"
      onOpen={onOpen}
    />
  );
}
