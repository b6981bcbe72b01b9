import { Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { dashboardStore } from '../../lib/dashboard-store.js';
import type { ScreenProps } from '../../lib/screen.js';
import { ManagerModal } from '../../lib/ui/manager-modal.js';
import { OrderList } from './order-list.js';
import { OrderView } from './order-view.js';

/** Purchase orders: the list, or one order; the order shown is the screen's request (its address). */
export function PurchaseOrdersScreen({ request, onClose }: ScreenProps<'purchaseOrders'>) {
  const { t } = useTranslation();
  const open = (order?: string) => dashboardStore.openDialog({ kind: 'purchaseOrders', order });
  return (
    <ManagerModal opened onClose={onClose} title={t('purchasing.title')}>
      <Stack gap="md" data-testid="purchase-orders">
        {request.order !== undefined && (
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => open()}
            leftSection={<span aria-hidden>←</span>}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('purchasing.back')}
          </Button>
        )}
        {request.order === undefined ? (
          <OrderList onOpen={open} />
        ) : (
          <OrderView key={request.order} id={request.order} />
        )}
      </Stack>
    </ManagerModal>
  );
}
