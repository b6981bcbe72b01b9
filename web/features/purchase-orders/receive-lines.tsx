import { NumberInput, Radio, Stack, Table } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { outstanding } from '../../../domain/purchasing.js';
import type { DeliveryOrder } from '../../../domain/receiving.js';
import { wineLabel } from './order-words.js';
import { ReceiveLineCard } from './receive-line-card.js';

export interface LineReceipt {
  ids: string[];
  count: number;
  costCents: number | null;
}

/**
 * A receipt's lines: the line scans go to (its radio), the bottles scanned and counted, this
 * delivery's unit cost (`costs`: to those who give one), and what is ordered, received with this
 * receipt and still outstanding.
 */
export function ReceiveLines({
  lines,
  costs,
  receipts,
  target,
  onTarget,
  onChange,
}: {
  lines: Readonly<DeliveryOrder['lines']>;
  costs: boolean;
  receipts: ReadonlyMap<string, LineReceipt>;
  target: string;
  onTarget: (formatId: string) => void;
  onChange: (formatId: string, receipt: LineReceipt) => void;
}) {
  const { t } = useTranslation();
  // A phone gets a card per line: the table's seven columns scroll sideways under 768 px.
  const phone = useMediaQuery('(max-width: 47.99em)');
  if (phone)
    return (
      <Stack gap="sm" data-testid="receive-lines">
        {lines.map((line) => (
          <ReceiveLineCard
            key={line.formatId}
            line={line}
            costs={costs}
            receipt={receipts.get(line.formatId) ?? { ids: [], count: 0, costCents: null }}
            targeted={target === line.formatId}
            onTarget={() => onTarget(line.formatId)}
            onChange={(receipt) => onChange(line.formatId, receipt)}
          />
        ))}
      </Stack>
    );
  return (
    <Table.ScrollContainer minWidth={costs ? 640 : 520}>
      <Table data-testid="receive-lines">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('purchasing.receive.scanInto')}</Table.Th>
            <Table.Th>{t('purchasing.columns.wine')}</Table.Th>
            <Table.Th ta="right">{t('purchasing.columns.quantity')}</Table.Th>
            <Table.Th ta="right">{t('purchasing.columns.received')}</Table.Th>
            <Table.Th ta="right">{t('purchasing.columns.outstanding')}</Table.Th>
            <Table.Th>{t('purchasing.receive.counted')}</Table.Th>
            {costs && <Table.Th>{t('purchasing.columns.unitCost')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => {
            const wine = wineLabel(t, line);
            const receipt = receipts.get(line.formatId) ?? { ids: [], count: 0, costCents: null };
            const received = line.received + receipt.ids.length + receipt.count;
            return (
              <Table.Tr key={line.formatId} data-testid="receive-line">
                <Table.Td>
                  <Radio
                    size="md"
                    aria-label={t('purchasing.receive.scanIntoWine', { wine })}
                    checked={target === line.formatId}
                    onChange={() => onTarget(line.formatId)}
                  />
                </Table.Td>
                <Table.Td>{wine}</Table.Td>
                <Table.Td ta="right">{line.quantity}</Table.Td>
                <Table.Td ta="right">{received}</Table.Td>
                <Table.Td ta="right">{outstanding({ quantity: line.quantity, received })}</Table.Td>
                <Table.Td w={90}>
                  <NumberInput
                    aria-label={t('purchasing.receive.countOf', { wine })}
                    min={0}
                    max={10000}
                    allowDecimal={false}
                    allowNegative={false}
                    hideControls
                    value={receipt.count}
                    onChange={(value) =>
                      onChange(line.formatId, { ...receipt, count: Number(value) || 0 })
                    }
                  />
                </Table.Td>
                {costs && (
                  <Table.Td w={110}>
                    <NumberInput
                      aria-label={t('purchasing.costOf', { wine })}
                      min={0}
                      decimalScale={2}
                      allowNegative={false}
                      hideControls
                      value={receipt.costCents === null ? '' : receipt.costCents / 100}
                      onChange={(value) =>
                        onChange(line.formatId, {
                          ...receipt,
                          costCents: value === '' ? null : Math.round(Number(value) * 100),
                        })
                      }
                    />
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
