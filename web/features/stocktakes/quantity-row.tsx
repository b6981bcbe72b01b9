import { ActionIcon, Alert, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_COUNTED_QUANTITY, type QuantityRow } from '../../../domain/stocktakes.js';
import { currentLanguage } from '../../lib/i18n.js';
import { errorText } from '../../lib/server-error.js';
import type { CountPlace } from './place-picker.js';
import { countQuantity } from './stocktake-api.js';
import { whenText } from './stocktake-people.js';

/** Thumb-sized: every target of a row is at least 44 px on a phone. */
const TARGET = 44;

/**
 * Sends the latest number asked for, one request at a time: taps faster than the server answers
 * send the last of them after the one in flight, never two at once that could land out of order.
 */
function useLatestSender(send: (quantity: number) => Promise<void>) {
  const busy = useRef(false);
  const next = useRef<number | null>(null);
  return async (quantity: number) => {
    next.current = quantity;
    if (busy.current) return;
    busy.current = true;
    try {
      while (next.current !== null) {
        const value = next.current;
        next.current = null;
        await send(value);
      }
    } finally {
      busy.current = false;
    }
  };
}

/**
 * One format of manual bottles in the place counted: its wine, how many were expected, and the
 * number counted, typed or moved by − and +, with who counted it last and when.
 */
export function QuantityCounter({
  stocktakeId,
  place,
  row,
  wine,
  disabled,
  onSaved,
}: {
  stocktakeId: string;
  place: CountPlace;
  row: QuantityRow;
  wine: string;
  disabled: boolean;
  onSaved: (row: QuantityRow) => void;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  // What this phone shows while its own number is on its way; the server's row otherwise.
  const [draft, setDraft] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const send = useLatestSender(async (quantity) => {
    try {
      const saved = await countQuantity(stocktakeId, {
        formatId: row.formatId,
        ...place,
        quantity,
      });
      setFailure(null);
      // Kept on the phone (no network): the number typed stays shown until the server has it.
      if (saved === null) return;
      onSaved(saved);
    } catch (error) {
      setFailure(errorText(t, error, t('stocktakes.count.quantity.failed')));
    }
    setDraft((current) => (current === String(quantity) ? null : current));
  });
  const text = draft ?? (row.quantity === null ? '' : String(row.quantity));
  const value = /^\d+$/.test(text) ? Number(text) : 0;
  const ask = (next: number) => {
    const quantity = Math.max(0, Math.min(MAX_COUNTED_QUANTITY, next));
    setDraft(String(quantity));
    void send(quantity);
  };
  const type = (typed: string) => {
    setDraft(typed);
    if (/^\d+$/.test(typed) && Number(typed) <= MAX_COUNTED_QUANTITY) void send(Number(typed));
  };
  return (
    <Paper withBorder p="sm" data-testid="quantity-row">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={0}>
            <Text fw={600}>{wine}</Text>
            <Text size="sm" c="dimmed">
              {t('stocktakes.count.quantity.expected', { count: row.expected })}
            </Text>
          </Stack>
          <Group gap={6} wrap="nowrap">
            <ActionIcon
              variant="default"
              size={TARGET}
              disabled={disabled || value === 0}
              aria-label={t('stocktakes.count.quantity.less', { wine })}
              onClick={() => ask(value - 1)}
            >
              <span aria-hidden>−</span>
            </ActionIcon>
            <TextInput
              value={text}
              onChange={(event) => type(event.currentTarget.value.trim())}
              disabled={disabled}
              inputMode="numeric"
              aria-label={t('stocktakes.count.quantity.label', { wine })}
              w={64}
              styles={{ input: { height: TARGET, textAlign: 'center', fontSize: 18 } }}
            />
            <ActionIcon
              variant="default"
              size={TARGET}
              disabled={disabled || value >= MAX_COUNTED_QUANTITY}
              aria-label={t('stocktakes.count.quantity.more', { wine })}
              onClick={() => ask(value + 1)}
            >
              <span aria-hidden>+</span>
            </ActionIcon>
          </Group>
        </Group>
        <Text size="sm" c="dimmed" data-testid="quantity-by">
          {row.countedBy !== null && row.countedAt !== null
            ? t('stocktakes.count.quantity.countedBy', {
                name: row.countedBy,
                time: whenText(row.countedAt, language),
              })
            : t('stocktakes.count.quantity.notYet')}
        </Text>
        {failure && (
          <Alert color="red" role="alert" p="xs">
            {failure}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
