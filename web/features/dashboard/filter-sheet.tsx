import { Button, Drawer, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { parseSearch } from '../../../domain/search-query.js';
import { dashboardStore, useDashboard } from '../../lib/dashboard-store.js';
import { FilterPanel } from './filter-panel.js';
import type { InventoryIndex } from './inventory-index.js';
import { visibleWines } from './visible-wines.js';

/**
 * The filters on a phone: a sheet over the list instead of nineteen fields pushing the results
 * down, closed by `Show N results`, N counted as the list will show them.
 */
export function FilterSheet({ index }: { index: InventoryIndex }) {
  const { t } = useTranslation();
  const open = useDashboard((state) => state.filtersOpen);
  const search = useDashboard((state) => state.search);
  const filters = useDashboard((state) => state.filters);
  const view = useDashboard((state) => state.view);
  const count = useMemo(
    () => (open ? visibleWines(index, parseSearch(search), filters, view).length : 0),
    [open, index, search, filters, view],
  );
  return (
    <Drawer
      opened={open}
      onClose={dashboardStore.toggleFilters}
      position="bottom"
      size="90%"
      title={t('dashboard.filtersTitle')}
      closeButtonProps={{ 'aria-label': t('dashboard.hideFilters') }}
    >
      <Stack gap="md">
        <FilterPanel index={index} />
        <Button
          size="lg"
          pos="sticky"
          bottom={0}
          onClick={dashboardStore.toggleFilters}
          data-testid="show-results"
        >
          {t('dashboard.showResults', { count })}
        </Button>
      </Stack>
    </Drawer>
  );
}
