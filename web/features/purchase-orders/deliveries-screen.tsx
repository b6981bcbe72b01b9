import { Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { dashboardStore } from '../../lib/dashboard-store.js';
import type { ScreenProps } from '../../lib/screen.js';
import { ManagerModal } from '../../lib/ui/manager-modal.js';
import { DeliveryList } from './delivery-list.js';
import { DeliveryView } from './delivery-view.js';

/** Receive delivery: the orders waiting, or one to receive against; never a cost. */
export function DeliveriesScreen({ request, onClose }: ScreenProps<'receiveDelivery'>) {
  const { t } = useTranslation();
  const open = (order?: string) => dashboardStore.openDialog({ kind: 'receiveDelivery', order });
  return (
    <ManagerModal opened onClose={onClose} title={t('purchasing.delivery.title')}>
      <Stack gap="md" data-testid="receive-delivery">
        {request.order !== undefined && (
          <Button
            variant="subtle"
            size="compact-sm"
            mih={44}
            onClick={() => open()}
            leftSection={<span aria-hidden>←</span>}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('purchasing.delivery.back')}
          </Button>
        )}
        {request.order === undefined ? (
          <DeliveryList onOpen={open} />
        ) : (
          <DeliveryView key={request.order} id={request.order} onBack={() => open()} />
        )}
      </Stack>
    </ManagerModal>
  );
}
