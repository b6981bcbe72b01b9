import { Table } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { outstanding, type PurchaseOrder } from '../../../domain/purchasing.js';
import { useMoney } from '../../lib/use-money.js';
import { wineLabel } from './order-words.js';

/** A sent or finished order's lines: ordered, at what cost, received and still to come. */
export function LinesTable({ order }: { order: PurchaseOrder }) {
  const { t } = useTranslation();
  const money = useMoney();
  // On a phone the columns wrap their text rather than scroll sideways (the wine's name wraps).
  const phone = useMediaQuery('(max-width: 47.99em)');
  const cost = (cents: number | null) =>
    cents === null ? t('purchasing.none') : money(cents / 100);
  const table = (
    <Table data-testid="order-lines" {...(phone && { fz: 'xs', horizontalSpacing: 4 })}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('purchasing.columns.wine')}</Table.Th>
          <Table.Th ta="right">{t('purchasing.columns.quantity')}</Table.Th>
          <Table.Th ta="right">{t('purchasing.columns.unitCost')}</Table.Th>
          <Table.Th ta="right">{t('purchasing.columns.received')}</Table.Th>
          <Table.Th ta="right">{t('purchasing.columns.outstanding')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {order.lines.map((line) => (
          <Table.Tr key={line.formatId}>
            <Table.Td>{wineLabel(t, line)}</Table.Td>
            <Table.Td ta="right">{line.quantity}</Table.Td>
            <Table.Td ta="right">{cost(line.costCents)}</Table.Td>
            <Table.Td ta="right">{line.received}</Table.Td>
            <Table.Td ta="right">{outstanding(line)}</Table.Td>
          </Table.Tr>
        ))}
        <Table.Tr fw={700}>
          <Table.Td>{t('purchasing.total')}</Table.Td>
          <Table.Td ta="right">{order.total.bottles}</Table.Td>
          <Table.Td ta="right">{money(order.total.costCents / 100)}</Table.Td>
          <Table.Td />
          <Table.Td />
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
  return phone ? table : <Table.ScrollContainer minWidth={520}>{table}</Table.ScrollContainer>;
}
