import { ActionIcon, NumberInput, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PurchaseOrderLine } from '../../../domain/purchasing.js';
import { wineLabel } from './order-words.js';

export type EditedLine = Omit<PurchaseOrderLine, 'received'> & { received?: number };

/** A draft's lines: quantity and unit cost typed in, a line removed with its ×. */
export function DraftLines({
  lines,
  onChange,
}: {
  lines: readonly EditedLine[];
  onChange: (lines: EditedLine[]) => void;
}) {
  const { t } = useTranslation();
  const set = (index: number, change: Partial<EditedLine>) =>
    onChange(lines.map((line, at) => (at === index ? { ...line, ...change } : line)));
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table data-testid="draft-lines">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('purchasing.columns.wine')}</Table.Th>
            <Table.Th>{t('purchasing.columns.quantity')}</Table.Th>
            <Table.Th>{t('purchasing.columns.unitCost')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line, index) => {
            const wine = wineLabel(t, line);
            return (
              <Table.Tr key={line.formatId}>
                <Table.Td>{wine}</Table.Td>
                <Table.Td w={100}>
                  <NumberInput
                    aria-label={t('purchasing.quantityOf', { wine })}
                    min={1}
                    max={10000}
                    allowDecimal={false}
                    allowNegative={false}
                    hideControls
                    value={line.quantity}
                    onChange={(value) => set(index, { quantity: Number(value) || 0 })}
                  />
                </Table.Td>
                <Table.Td w={120}>
                  <NumberInput
                    aria-label={t('purchasing.costOf', { wine })}
                    min={0}
                    decimalScale={2}
                    allowNegative={false}
                    hideControls
                    value={line.costCents === null ? '' : line.costCents / 100}
                    onChange={(value) =>
                      set(index, {
                        costCents: value === '' ? null : Math.round(Number(value) * 100),
                      })
                    }
                  />
                </Table.Td>
                <Table.Td w={52}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size={44}
                    aria-label={t('purchasing.removeLine', { wine })}
                    onClick={() => onChange(lines.filter((_, at) => at !== index))}
                  >
                    <span aria-hidden>×</span>
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
