import { Divider, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BottleCriteria } from '../../../domain/bottle-page.js';
import { ManagerModal } from '../../lib/ui/manager-modal.js';
import { useBottleList } from '../../lib/use-bottle-list.js';
import {
  ActionError,
  BottleList,
  MovePanel,
  SelectionToolbar,
  useManagedBottles,
} from '../manual-batch/index.js';
import { unassignedItems } from './unassigned-items.js';

/**
 * The unassigned bottles manager (docs/product.md §2): bottles with no location, by wine and format;
 * select some or all and give them a location and bin in one move.
 */
const UNASSIGNED: BottleCriteria = { list: 'unassigned' };

export function UnassignedManager({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const list = useBottleList(UNASSIGNED);
  const { rows, reading, locations, selection, actions } = useManagedBottles(list.bottles);
  const items = useMemo(() => unassignedItems(selection.filtered), [selection.filtered]);
  const count = selection.ids.length;

  return (
    <ManagerModal
      opened
      onClose={onClose}
      title={
        reading
          ? t('managers.unassigned.titleReading')
          : t('managers.unassigned.title', { count: rows.length })
      }
    >
      <Stack gap="sm">
        {rows.length > 0 && <SelectionToolbar selection={selection} total={rows.length} />}
        <BottleList
          items={items}
          selection={selection}
          emptyText={
            rows.length === 0 ? t('managers.unassigned.empty') : t('managers.common.noMatch')
          }
          reading={reading}
          testId="unassigned-list"
        />
        <ActionError actions={actions} />
        {rows.length > 0 && (
          <>
            <Divider label={t('managers.unassigned.assignSection')} labelPosition="left" />
            {locations.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('managers.unassigned.noLocations')}
              </Text>
            ) : (
              <MovePanel
                locations={locations}
                allowUnassigned={false}
                count={count}
                busy={actions.pending === 'move'}
                label={t('managers.unassigned.assignCount', { count })}
                onMove={(locationId, bin) => void actions.move(selection.ids, locationId, bin)}
              />
            )}
          </>
        )}
      </Stack>
    </ManagerModal>
  );
}
