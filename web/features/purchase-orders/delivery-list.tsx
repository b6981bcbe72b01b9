import { Alert, Button, Group, Loader, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import * as ops from '../../../domain/operations/receiving.js';
import { useCall } from '../../lib/use-call.js';
import { dateOf } from './order-words.js';
import { StatusBadge } from './status-badge.js';
import { useOrderChanges } from './use-order-changes.js';

/** The orders waiting for a delivery, oldest first: reference, supplier, status, bottles to come. */
export function DeliveryList({ onOpen }: { onOpen: (id: string) => void }) {
  const { t, i18n } = useTranslation();
  const { loaded, reload } = useCall(ops.listDeliveryOrders, {}, { keepOnFailure: true });
  useOrderChanges(() => void reload());
  if (loaded.status === 'loading') return <Loader size="sm" aria-label={t('app.loading')} />;
  if (loaded.status === 'failed')
    return (
      <Alert color="red" role="alert">
        <Group justify="space-between">
          <Text>{t('purchasing.loadFailed')}</Text>
          <Button size="compact-sm" variant="light" onClick={() => void reload()}>
            {t('purchasing.retry')}
          </Button>
        </Group>
      </Alert>
    );
  const { orders } = loaded.value;
  if (orders.length === 0) return <Text c="dimmed">{t('purchasing.delivery.empty')}</Text>;
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table verticalSpacing="xs" data-testid="delivery-list">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('purchasing.columns.order')}</Table.Th>
            <Table.Th>{t('purchasing.columns.supplier')}</Table.Th>
            <Table.Th>{t('purchasing.columns.status')}</Table.Th>
            <Table.Th ta="right">{t('purchasing.columns.outstanding')}</Table.Th>
            <Table.Th>{t('purchasing.columns.date')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {orders.map((order) => (
            <Table.Tr key={order.id}>
              <Table.Td>
                <Button variant="subtle" mih={44} px="xs" onClick={() => onOpen(order.id)}>
                  {t('purchasing.reference', { number: order.number })}
                </Button>
              </Table.Td>
              <Table.Td>{order.supplierName}</Table.Td>
              <Table.Td>
                <StatusBadge status={order.status} />
              </Table.Td>
              <Table.Td ta="right">{order.outstanding}</Table.Td>
              <Table.Td>{dateOf(i18n.language, order.sentAt ?? order.createdAt)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
