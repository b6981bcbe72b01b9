import { Group, Stack, Text } from '@mantine/core';
import { type ReactNode, useDeferredValue, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { hasActiveFilters, setRange } from '../../../domain/inventory-filters.js';
import type { FirstCards } from '../../../domain/product-cards.js';
import { parseSearch } from '../../../domain/search-query.js';
import { dashboardStore, useDashboard } from '../../lib/dashboard-store.js';
import { useIsPhone } from '../../lib/ui/use-is-phone.js';
import { useCan } from '../auth/index.js';
import { InventoryTreeView } from './deferred-views.js';
import type { InventoryIndex } from './inventory-index.js';
import { visibleWines } from './visible-wines.js';
import { WineCardList } from './wine-card-list.js';

/**
 * A member whose role loses the costs (role-changed) loses a filter by cost too: it would hide
 * every wine, its bounds no longer shown in the panel.
 */
function useNoCostFilterWithoutCosts(): void {
  const seesCosts = useCan('see-costs');
  const cost = useDashboard((state) => state.filters.cost);
  useEffect(() => {
    if (seesCosts || (cost.min === null && cost.max === null)) return;
    const { filters } = dashboardStore.getState();
    dashboardStore.setFilters(setRange(filters, 'cost', { min: null, max: null }));
  }, [seesCosts, cost]);
}

/**
 * The list part of the main area: wine cards, or the inventory tree. It derives from deferred
 * search and filters, so typing stays responsive while a long list re-renders. Before the model
 * has arrived (`index` null) it draws the first cards (decision 0013) in the same elements, so
 * that the model's arrival updates the cards on screen instead of drawing them again.
 */
export function DashboardList({
  index,
  first,
}: {
  index: InventoryIndex | null;
  first: FirstCards | null;
}) {
  const { t } = useTranslation();
  const search = useDeferredValue(useDashboard((state) => state.search));
  const filters = useDeferredValue(useDashboard((state) => state.filters));
  const view = useDeferredValue(useDashboard((state) => state.view));
  const phone = useIsPhone();
  useNoCostFilterWithoutCosts();
  const parsed = useMemo(() => parseSearch(search), [search]);
  const visible = useMemo(
    () => index && visibleWines(index, parsed, filters, view),
    [index, parsed, filters, view],
  );
  const wines = visible ?? first?.cards ?? [];
  const firstCategories = useMemo(
    () => new Map(first?.categories.map((category) => [category.key, category])),
    [first],
  );

  if (index && view === 'inventory' && index.bottleCount === 0) {
    return <EmptyText>{t('dashboard.inventoryEmpty')}</EmptyText>;
  }
  if (wines.length === 0) return <EmptyText>{t('dashboard.empty')}</EmptyText>;
  // On a phone the count is worth its line only when a search or a filter narrowed the list.
  const narrowed = parsed.terms.length > 0 || parsed.fields.length > 0 || hasActiveFilters(filters);

  return (
    <Results
      count={index ? wines.length : (first?.counts.products ?? 0)}
      counted={!phone || narrowed}
    >
      {index && visible && view === 'inventory' ? (
        <InventoryTreeView wines={visible} index={index} />
      ) : (
        <WineCardList
          wines={wines}
          categories={index?.categories ?? firstCategories}
          readAhead={index !== null}
        />
      )}
    </Results>
  );
}

/** The list under its count of results (`counted`: whether the count has its line). */
function Results({
  count,
  counted,
  children,
}: {
  count: number;
  counted: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      {counted && (
        <Group justify="space-between">
          <Text size="sm" c="dimmed" data-testid="result-count">
            {t('dashboard.resultCount', { count })}
          </Text>
        </Group>
      )}
      {children}
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
