import { Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import * as ops from '../../../domain/operations/receiving.js';
import { isReceivable } from '../../../domain/receiving.js';
import { LoadFailed } from '../../lib/ui/load-failed.js';
import { LoadingMark } from '../../lib/ui/loading-mark.js';
import { useCall } from '../../lib/use-call.js';
import { receiveAtOrderCosts } from './orders-api.js';
import { ReceivePanel } from './receive-panel.js';
import { StatusBadge } from './status-badge.js';

/**
 * One order to receive, without a cost anywhere (decision 0052): its lines to scan or count
 * against, where the bottles go and the invoice number; the bottles take the order's costs.
 */
export function DeliveryView({ id, onBack }: { id: string; onBack: () => void }) {
  const { t } = useTranslation();
  const { loaded, reload, show } = useCall(ops.getDeliveryOrder, { params: { id } });
  if (loaded.status === 'loading') return <LoadingMark />;
  if (loaded.status === 'failed')
    return <LoadFailed text={t('purchasing.loadFailed')} onRetry={() => void reload()} />;
  const { order } = loaded.value;
  // A receipt's answer starts the next one afresh: its counts and scans are in `received` now.
  const received = order.lines.reduce((sum, line) => sum + line.received, 0);
  return (
    <Stack gap="md" data-testid="delivery-view">
      <Group justify="space-between" align="center">
        <Title order={3} size="h4">
          {t('purchasing.reference', { number: order.number })} · {order.supplierName}
        </Title>
        <StatusBadge status={order.status} />
      </Group>
      {order.note !== '' && <Text size="sm">{order.note}</Text>}
      {isReceivable(order.status) ? (
        <ReceivePanel
          key={received}
          order={order}
          costs={false}
          send={(receipt) => receiveAtOrderCosts(order.id, receipt)}
          onDone={(answer) => (answer ? show(answer) : onBack())}
        />
      ) : (
        <Text>{t('purchasing.delivery.received')}</Text>
      )}
    </Stack>
  );
}
