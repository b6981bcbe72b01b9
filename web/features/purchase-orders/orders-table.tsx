import { Button, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PurchaseOrderStatus } from '../../../domain/purchasing.js';
import { dateOf } from './order-words.js';
import { StatusBadge } from './status-badge.js';

interface OrderRow {
  id: string;
  number: number;
  supplierName: string;
  status: PurchaseOrderStatus;
  sentAt: string | null;
  createdAt: string;
}

/**
 * Orders as a table: reference (opens the order), supplier, status, one figure of the list's own
 * (the managers' total, the staff's bottles to come) and date.
 */
export function OrdersTable<O extends OrderRow>(props: {
  orders: readonly O[];
  figure: { label: string; of: (order: O) => ReactNode };
  minWidth: number;
  testId: string;
  onOpen: (id: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const { orders, figure, onOpen } = props;
  return (
    <Table.ScrollContainer minWidth={props.minWidth}>
      <Table verticalSpacing="xs" data-testid={props.testId}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('purchasing.columns.order')}</Table.Th>
            <Table.Th>{t('purchasing.columns.supplier')}</Table.Th>
            <Table.Th>{t('purchasing.columns.status')}</Table.Th>
            <Table.Th ta="right">{figure.label}</Table.Th>
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
              <Table.Td ta="right">{figure.of(order)}</Table.Td>
              <Table.Td>{dateOf(i18n.language, order.sentAt ?? order.createdAt)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
