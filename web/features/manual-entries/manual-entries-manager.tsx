import '../../lib/ui/inventory-styles.js';
import { Alert, Button, Divider, Group, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countsAsManual } from '../../../domain/manual-id.js';
import type { BottleRow } from '../../lib/bottle-rows.js';
import { dashboardStore } from '../../lib/dashboard-store.js';
import { ManagerModal } from '../../lib/ui/manager-modal.js';
import { LabelsDialog } from '../labels/index.js';
import {
  type BottleFilter,
  BottleList,
  type ListItem,
  MovePanel,
  RemoveConfirm,
  SelectionToolbar,
  useManagedBottles,
} from '../manual-batch/index.js';

/**
 * The manual-ID bottles manager (docs/product.md §2, §3): bottles whose id starts with M. Select and
 * move or remove them in bulk; a bottle's name opens its wine with the bottle drawer, where a
 * QR code can be assigned.
 */
const manual: BottleFilter = (bottle) => countsAsManual(bottle.id);

export function ManualEntriesManager({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { rows, locations, selection, actions } = useManagedBottles(manual);
  const [confirming, setConfirming] = useState(false);
  const [labelsOpen, setLabelsOpen] = useState(false);
  const items = useMemo<ListItem[]>(
    () => selection.filtered.map((row) => ({ kind: 'bottle', row })),
    [selection.filtered],
  );
  const count = selection.ids.length;

  const open = (row: BottleRow) => {
    if (!row.productId) return;
    dashboardStore.openWine(row.productId, row.formatId, row.id);
    onClose();
  };

  return (
    <>
      <ManagerModal
        opened
        onClose={onClose}
        title={t('managers.manualEntries.title', { count: rows.length })}
        closeOnEscape={!confirming && !labelsOpen}
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
            selected={selection.selected}
            onToggle={selection.toggle}
            onToggleMany={selection.toggleMany}
            onOpen={open}
            emptyText={
              rows.length === 0 ? t('managers.manualEntries.empty') : t('managers.common.noMatch')
            }
            testId="manual-list"
          />
          {actions.error && (
            <Alert color="red" role="alert" withCloseButton onClose={actions.clearError}>
              {actions.error}
            </Alert>
          )}
          {rows.length > 0 && (
            <>
              <Divider label={t('managers.batch.moveSection')} labelPosition="left" />
              <MovePanel
                locations={locations}
                allowUnassigned
                count={count}
                busy={actions.pending === 'move'}
                label={t('managers.common.moveCount', { count })}
                onMove={(locationId, bin) => void actions.move(selection.ids, locationId, bin)}
              />
            </>
          )}
          <Divider />
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Button variant="default" onClick={() => setLabelsOpen(true)}>
              {t('managers.labels.open')}
            </Button>
            {rows.length > 0 && (
              <Button
                color="red"
                variant="light"
                disabled={count === 0}
                onClick={() => setConfirming(true)}
              >
                {t('managers.common.removeCount', { count })}
              </Button>
            )}
          </Group>
        </Stack>
      </ManagerModal>
      <RemoveConfirm
        opened={confirming}
        count={count}
        busy={actions.pending === 'remove'}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void actions.remove(selection.ids).then(() => setConfirming(false))}
      />
      <LabelsDialog opened={labelsOpen} onClose={() => setLabelsOpen(false)} />
    </>
  );
}
