import { Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as ops from '../../../domain/operations/sales.js';
import type { PosItem } from '../../../domain/sales-api.js';
import { LoadFailed } from '../../lib/ui/load-failed.js';
import { LoadingMark } from '../../lib/ui/loading-mark.js';
import { useCall } from '../../lib/use-call.js';
import { PosItemRow } from './pos-item-row.js';
import { PosMatchDialog } from './pos-match-dialog.js';

/**
 * `Match POS items`: every item the sales name, unmatched first with how many were sold (so
 * nothing sold is dropped unseen), the best suggestion one tap away, any other chosen in a dialog.
 */
export function PosItemsPanel({ version }: { version: number }) {
  const { t } = useTranslation();
  const { loaded, reload } = useCall(ops.listPosItems, {}, { keepOnFailure: true });
  const [choosing, setChoosing] = useState<PosItem | null>(null);
  useEffect(() => {
    if (version > 0) void reload();
  }, [version, reload]);
  if (loaded.status === 'loading') return <LoadingMark />;
  if (loaded.status === 'failed') {
    return <LoadFailed text={t('sales.match.loadFailed')} onRetry={() => void reload()} />;
  }
  const { items, unmatched } = loaded.value;
  if (items.length === 0) return <Text c="dimmed">{t('sales.match.empty')}</Text>;
  return (
    <Stack gap="sm" data-testid="pos-items">
      <Text fw={600} role="status" data-testid="pos-unmatched">
        {unmatched.count === 0
          ? t('sales.match.allMatched')
          : t('sales.match.unmatched', {
              count: unmatched.count,
              sold: t('sales.sold', { count: unmatched.quantity }),
            })}
      </Text>
      {items.map((item) => (
        <PosItemRow
          key={item.itemKey}
          item={item}
          onChanged={() => void reload()}
          onChoose={() => setChoosing(item)}
        />
      ))}
      {choosing && (
        <PosMatchDialog
          item={choosing}
          onClose={() => setChoosing(null)}
          onMatched={() => {
            setChoosing(null);
            void reload();
          }}
        />
      )}
    </Stack>
  );
}
