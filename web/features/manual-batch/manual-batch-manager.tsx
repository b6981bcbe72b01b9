import { Button, Divider, Group, Loader, Select, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { totalBottles } from '../../../domain/bottle-counts.js';
import type { BottleCriteria } from '../../../domain/bottle-page.js';
import { formatOptions, type LocationFilter, sortedLocations } from '../../lib/bottle-rows.js';
import { useLiveState } from '../../lib/live-store.js';
import { ManagerModal } from '../../lib/ui/manager-modal.js';
import { useBottleList } from '../../lib/use-bottle-list.js';
import { useCan } from '../auth/index.js';
import { BottleList, type ListItem } from './bottle-list.js';
import { ActionError, ManagerFooter, useFooterDialogs } from './manager-footer.js';
import { MoveSelected } from './move-panel.js';
import { SelectionToolbar } from './selection-toolbar.js';
import { useManagedBottles } from './use-managed-bottles.js';

/**
 * Above this many bottles the location filter is the server's (600,000 bottles at
 * Bern's scale would fill a phone's memory), and the manager opens on the first location; All
 * locations stays a choice. Below it every bottle is read and the filter is applied here.
 */
const LARGE_CELLAR = 50_000;

const EVERY_BOTTLE: BottleCriteria = { list: 'all' };

/** What the server reads for a location filter. */
function criteriaOf(location: LocationFilter): BottleCriteria {
  if (location.kind === 'location') return { location: location.id };
  return { list: location.kind };
}

/**
 * Manual Batch Edit (docs/product.md §2): pick bottles from the whole inventory (filter, select all),
 * then move them, re-profile them to another format, or remove them.
 */
export function ManualBatchManager({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const counts = useLiveState((live) => live.data?.counts);
  const places = useLiveState((live) => live.data?.locations);
  // Decided as the manager opens: the list does not change kind under the user's hands.
  const [large] = useState(() => counts !== undefined && totalBottles(counts) > LARGE_CELLAR);
  const choice = useState<LocationFilter>(() => {
    const first = sortedLocations(places)[0];
    return large && first ? { kind: 'location', id: first.id } : { kind: 'all' };
  });
  // Read a page at a time as the manager opens (the tab holds counts, not bottles).
  const list = useBottleList(large ? criteriaOf(choice[0]) : EVERY_BOTTLE);
  const { products, formats, rows, reading, locations, selection, actions } = useManagedBottles(
    list.bottles,
    choice,
  );
  const options = useMemo(
    () => (products && formats ? formatOptions(products, formats) : []),
    [products, formats],
  );

  const [formatId, setFormatId] = useState<string | null>(null);
  const dialogs = useFooterDialogs();
  // Re-profiling changes which wine bottles are: staff move and remove only.
  const canReprofile = useCan('edit-products');

  const items = useMemo<ListItem[]>(
    () => selection.filtered.map((row) => ({ kind: 'bottle', row })),
    [selection.filtered],
  );
  const count = selection.ids.length;
  const chosenFormat = formatId !== null && formats?.has(formatId) ? formatId : null;

  return (
    <ManagerModal
      opened
      onClose={onClose}
      title={t('managers.batch.title')}
      closeOnEscape={!dialogs.open}
    >
      <Stack gap="sm">
        <SelectionToolbar selection={selection} locations={locations} total={rows.length} />
        {list.loading && list.bottles !== null && (
          <Group gap="xs" aria-live="polite">
            <Loader size="xs" />
            <Text size="sm" c="dimmed">
              {t('managers.common.reading')}
            </Text>
          </Group>
        )}
        <BottleList
          items={items}
          selection={selection}
          emptyText={rows.length === 0 ? t('managers.batch.empty') : t('managers.common.noMatch')}
          reading={reading}
          testId="batch-list"
        />
        <ActionError actions={actions} />
        <MoveSelected locations={locations} ids={selection.ids} actions={actions} />
        {canReprofile && (
          <>
            <Divider label={t('managers.batch.reprofileSection')} labelPosition="left" />
            <Group gap="sm" align="flex-end" wrap="wrap">
              <Select
                label={t('managers.batch.reprofileLabel')}
                placeholder={t('managers.batch.reprofilePlaceholder')}
                data={options}
                value={chosenFormat}
                onChange={setFormatId}
                searchable
                clearable
                limit={60}
                nothingFoundMessage={t('managers.common.nothingFound')}
                style={{ flex: '1 1 260px' }}
              />
              <Button
                disabled={count === 0 || chosenFormat === null}
                loading={actions.pending === 'reprofile'}
                onClick={() =>
                  chosenFormat !== null && void actions.reprofile(selection.ids, chosenFormat)
                }
              >
                {t('managers.batch.reprofileCount', { count })}
              </Button>
            </Group>
          </>
        )}
        <Divider />
        <ManagerFooter dialogs={dialogs} actions={actions} ids={selection.ids} />
        <Text size="xs" c="dimmed">
          {t('managers.batch.hint')}
        </Text>
      </Stack>
    </ManagerModal>
  );
}
