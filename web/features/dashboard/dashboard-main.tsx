import { Group, Stack, Text } from '@mantine/core';
import { useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { hasActiveFilters } from '../../../domain/inventory-filters.js';
import { parseSearch } from '../../../domain/search-query.js';
import { useDashboard } from '../../lib/dashboard-store.js';
import { useIsPhone } from '../../lib/ui/use-is-phone.js';
import type { InventoryIndex } from './inventory-index.js';
import { InventoryTreeView } from './inventory-tree-view.js';
import { visibleWines } from './visible-wines.js';
import { WineCardList } from './wine-card-list.js';

/**
 * The list part of the main area: wine cards, or the inventory tree. It derives from deferred
 * search and filters, so typing stays responsive while a long list re-renders.
 */
export function DashboardList({ index }: { index: InventoryIndex }) {
  const { t } = useTranslation();
  const search = useDeferredValue(useDashboard((state) => state.search));
  const filters = useDeferredValue(useDashboard((state) => state.filters));
  const view = useDeferredValue(useDashboard((state) => state.view));
  const phone = useIsPhone();
  const parsed = useMemo(() => parseSearch(search), [search]);
  const wines = useMemo(
    () => visibleWines(index, parsed, filters, view),
    [index, parsed, filters, view],
  );

  if (view === 'inventory' && index.bottlesByFormat.size === 0) {
    return <EmptyText>{t('dashboard.inventoryEmpty')}</EmptyText>;
  }
  if (wines.length === 0) return <EmptyText>{t('dashboard.empty')}</EmptyText>;
  // On a phone the count is worth its line only when a search or a filter narrowed the list.
  const narrowed = parsed.terms.length > 0 || parsed.fields.length > 0 || hasActiveFilters(filters);

  return (
    <Stack gap="sm">
      {(!phone || narrowed) && (
        <Group justify="space-between">
          <Text size="sm" c="dimmed" data-testid="result-count">
            {t('dashboard.resultCount', { count: wines.length })}
          </Text>
        </Group>
      )}
      {view === 'inventory' ? (
        <InventoryTreeView wines={wines} index={index} />
      ) : (
        <WineCardList wines={wines} index={index} />
      )}
    </Stack>
  );
}

function EmptyText({ children }: { children: string }) {
  return (
    <Text ta="center" c="dimmed" py={48} data-testid="dashboard-empty">
      {children}
    </Text>
  );
}
