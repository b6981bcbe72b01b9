import { Group, NumberInput, Paper, Radio, Stack, Text } from '@mantine/core';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { outstanding } from '../../../domain/purchasing.js';
import type { DeliveryOrder } from '../../../domain/receiving.js';
import { wineLabel } from './order-words.js';
import type { LineReceipt } from './receive-lines.js';

/**
 * One line of a receipt on a phone (under 768 px): a card of its own instead of a table row that
 * scrolls sideways. `Scan into` is the whole first row, 44 px high; the count and the unit cost
 * sit side by side under what is ordered, received and outstanding.
 */
export function ReceiveLineCard({
  line,
  costs,
  receipt,
  targeted,
  onTarget,
  onChange,
}: {
  line: DeliveryOrder['lines'][number];
  costs: boolean;
  receipt: LineReceipt;
  targeted: boolean;
  onTarget: () => void;
  onChange: (receipt: LineReceipt) => void;
}) {
  const { t } = useTranslation();
  const wine = wineLabel(t, line);
  const received = line.received + receipt.ids.length + receipt.count;
  return (
    <Paper withBorder radius="md" p="sm" data-testid="receive-line">
      <Stack gap="xs">
        <Radio
          size="md"
          aria-label={t('purchasing.receive.scanIntoWine', { wine })}
          label={<Text fw={600}>{wine}</Text>}
          checked={targeted}
          onChange={onTarget}
          // Mantine draws the radio from these: a 44 px target, its dot in proportion.
          style={{ '--radio-size': '44px', '--radio-icon-size': '18px' } as CSSProperties}
          styles={{ body: { alignItems: 'center' } }}
        />
        <Text size="sm">
          {t('purchasing.columns.quantity')} {line.quantity} · {t('purchasing.columns.received')}{' '}
          {received} · {t('purchasing.columns.outstanding')}{' '}
          {outstanding({ quantity: line.quantity, received })}
        </Text>
        <Group grow gap="sm" align="flex-end">
          <NumberInput
            label={t('purchasing.receive.counted')}
            aria-label={t('purchasing.receive.countOf', { wine })}
            size="md"
            min={0}
            max={10000}
            allowDecimal={false}
            allowNegative={false}
            hideControls
            value={receipt.count}
            onChange={(value) => onChange({ ...receipt, count: Number(value) || 0 })}
          />
          {costs && (
            <NumberInput
              label={t('purchasing.columns.unitCost')}
              aria-label={t('purchasing.costOf', { wine })}
              size="md"
              min={0}
              decimalScale={2}
              allowNegative={false}
              hideControls
              value={receipt.costCents === null ? '' : receipt.costCents / 100}
              onChange={(value) =>
                onChange({
                  ...receipt,
                  costCents: value === '' ? null : Math.round(Number(value) * 100),
                })
              }
            />
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
