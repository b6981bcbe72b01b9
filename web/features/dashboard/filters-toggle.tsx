import { ActionIcon, Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { dashboardStore, useDashboard } from '../../lib/dashboard-store.js';
import { FilterIcon } from './dashboard-icons.js';

/** Shows or hides the filters: a button on a desktop, an icon with a count beside the views on a phone. */
export function FiltersToggle({ compact }: { compact?: boolean }) {
  const { t } = useTranslation();
  const open = useDashboard((state) => state.filtersOpen);
  const active = useDashboard((state) => state.filters);
  const count = countActive(active);
  const label = open ? t('dashboard.hideFilters') : t('dashboard.showFilters');
  if (compact) {
    // On a phone: beside the views, an icon with its name for screen readers and a badge count.
    return (
      <ActionIcon
        variant={open ? 'filled' : 'default'}
        size={36}
        aria-label={label}
        title={label}
        aria-expanded={open}
        aria-controls="dashboard-filters"
        onClick={dashboardStore.toggleFilters}
      >
        <FilterIcon size={18} />
        {count > 0 && (
          <Text component="span" size="xs" fw={700} aria-hidden="true" ml={2}>
            {count}
          </Text>
        )}
      </ActionIcon>
    );
  }
  return (
    <Button
      variant={open ? 'filled' : 'default'}
      size="sm"
      leftSection={<FilterIcon size={16} />}
      aria-expanded={open}
      aria-controls="dashboard-filters"
      onClick={dashboardStore.toggleFilters}
      rightSection={count > 0 ? <span aria-hidden="true">{count}</span> : null}
    >
      {label}
    </Button>
  );
}

function countActive(filters: ReturnType<typeof dashboardStore.getState>['filters']): number {
  let count = filters.mainCategory ? 1 : 0;
  for (const value of Object.values(filters)) {
    if (Array.isArray(value)) count += value.length;
    else if (value && typeof value === 'object' && (value.min !== null || value.max !== null)) {
      count++;
    }
  }
  return count;
}
