import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import * as ops from '../../../domain/operations/purchasing.js';
import { LoadFailed } from '../../lib/ui/load-failed.js';
import { LoadingMark } from '../../lib/ui/loading-mark.js';
import { useCall } from '../../lib/use-call.js';
import { useMoney } from '../../lib/use-money.js';
import { OrdersTable } from './orders-table.js';
import { useOrderChanges } from './use-order-changes.js';

/** Every purchase order, newest first: its reference, supplier, status, total and date; live. */
export function OrderList({ onOpen }: { onOpen: (id: string) => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const { loaded, reload } = useCall(ops.listPurchaseOrders, {}, { keepOnFailure: true });
  // Another tab's order created, sent, cancelled or received shows here without a reload.
  useOrderChanges(() => void reload());
  if (loaded.status === 'loading') return <LoadingMark />;
  if (loaded.status === 'failed')
    return <LoadFailed text={t('purchasing.loadFailed')} onRetry={() => void reload()} />;
  const { orders } = loaded.value;
  if (orders.length === 0) return <Text c="dimmed">{t('purchasing.empty')}</Text>;
  return (
    <OrdersTable
      orders={orders}
      figure={{
        label: t('purchasing.columns.total'),
        of: (order) => money(order.total.costCents / 100),
      }}
      minWidth={480}
      testId="order-list"
      onOpen={onOpen}
    />
  );
}
