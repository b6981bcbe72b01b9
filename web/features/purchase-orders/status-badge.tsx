import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PurchaseOrderStatus } from '../../../domain/purchasing.js';

const COLORS: Record<PurchaseOrderStatus, string> = {
  draft: 'gray',
  sent: 'blue',
  'partly-received': 'orange',
  received: 'green',
  cancelled: 'red',
};

/** An order's status in words, colored: Draft, Sent, Partly received, Received, Cancelled. */
export function StatusBadge({ status }: { status: PurchaseOrderStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status]} variant="light" size="lg" data-testid="order-status">
      {t(`purchasing.status.${status}`)}
    </Badge>
  );
}
