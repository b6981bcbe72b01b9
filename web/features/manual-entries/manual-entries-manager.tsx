import { Divider, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BottleCriteria } from '../../../domain/bottle-page.js';
import type { BottleRow } from '../../lib/bottle-rows.js';
import { dashboardStore } from '../../lib/dashboard-store.js';
import { ManagerModal } from '../../lib/ui/manager-modal.js';
import { useBottleList } from '../../lib/use-bottle-list.js';
import {
  ActionError,
  BottleList,
  type ListItem,
  ManagerFooter,
  MoveSelected,
  SelectionToolbar,
  useFooterDialogs,
  useManagedBottles,
} from '../manual-batch/index.js';

/**
 * The manual-ID bottles manager (docs/product.md §2, §3): bottles whose id starts with M. Select and
 * move or remove them in bulk; a bottle's name opens its wine with the bottle drawer, where a
 * QR code can be assigned.
 */
const MANUAL: BottleCriteria = { list: 'manual' };

export function ManualEntriesManager({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const list = useBottleList(MANUAL);
  const { rows, reading, locations, selection, actions } = useManagedBottles(list.bottles);
  const dialogs = useFooterDialogs();
  const items = useMemo<ListItem[]>(
    () => selection.filtered.map((row) => ({ kind: 'bottle', row })),
    [selection.filtered],
  );

  const open = (row: BottleRow) => {
    if (!row.productId) return;
    dashboardStore.openWine(row.productId, row.formatId, row.id);
    onClose();
  };

  return (
    <ManagerModal
      opened
      onClose={onClose}
      title={
        reading
          ? t('managers.manualEntries.titleReading')
          : t('managers.manualEntries.title', { count: rows.length })
      }
      closeOnEscape={!dialogs.open}
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('managers.manualEntries.note')}
        </Text>
        {rows.length > 0 && (
          <SelectionToolbar selection={selection} locations={locations} total={rows.length} />
        )}
        <BottleList
          items={items}
          selection={selection}
          onOpen={open}
          emptyText={
            rows.length === 0 ? t('managers.manualEntries.empty') : t('managers.common.noMatch')
          }
          reading={reading}
          testId="manual-list"
        />
        <ActionError actions={actions} />
        {rows.length > 0 && (
          <MoveSelected locations={locations} ids={selection.ids} actions={actions} />
        )}
        <Divider />
        <ManagerFooter
          dialogs={dialogs}
          actions={actions}
          ids={selection.ids}
          canRemove={rows.length > 0}
        />
      </Stack>
    </ManagerModal>
  );
}
