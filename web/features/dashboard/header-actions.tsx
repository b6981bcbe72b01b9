import { ActionIcon, Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type DialogKind, dashboardStore, useDashboard } from '../../lib/dashboard-store.js';
import { PlusIcon, ScanIcon } from '../../lib/ui/icons.js';
import { FilterIcon } from './dashboard-icons.js';
import type { InventoryIndex } from './inventory-index.js';

type ActionKind = Exclude<DialogKind, 'bottleForm' | 'batchAdd'>;

/** The header's buttons, in docs/product.md §2's order. */
const ACTIONS: readonly ActionKind[] = [
  'export',
  'glass',
  'manualBatch',
  'batchMove',
  'batchRemove',
  'addBottle',
  'batchIntake',
  'profiles',
  'locations',
  'categories',
  'manualEntries',
  'unassigned',
  'scan',
];

/** Managers that edit what the inventory shows wait for it to load (docs/product.md §2). */
const NEEDS_DATA = new Set<ActionKind>(['profiles', 'locations', 'categories']);

const PRIMARY = new Set<ActionKind>(['addBottle', 'scan']);

export function ActionButtons({
  index,
  stacked,
  onAction,
}: {
  index: InventoryIndex | null;
  /** Full-width rows (the phone menu) instead of a wrapping bar. */
  stacked: boolean;
  onAction?: () => void;
}) {
  const { t } = useTranslation();
  const label = (kind: ActionKind) => {
    if (kind === 'manualEntries') {
      return t('dashboard.actions.manualEntries', { count: index?.manualCount ?? 0 });
    }
    if (kind === 'unassigned') {
      return t('dashboard.actions.unassigned', { count: index?.unassignedCount ?? 0 });
    }
    return t(`dashboard.actions.${kind}`);
  };
  return ACTIONS.map((kind) => (
    <Button
      key={kind}
      size={stacked ? 'sm' : 'compact-sm'}
      variant={PRIMARY.has(kind) ? 'filled' : stacked ? 'default' : 'light'}
      fullWidth={stacked}
      justify={stacked ? 'flex-start' : undefined}
      leftSection={
        kind === 'addBottle' ? (
          <PlusIcon size={16} />
        ) : kind === 'scan' ? (
          <ScanIcon size={16} />
        ) : null
      }
      disabled={NEEDS_DATA.has(kind) && index === null}
      onClick={() => {
        onAction?.();
        dashboardStore.openDialog({ kind } as { kind: ActionKind });
      }}
    >
      {label(kind)}
    </Button>
  ));
}

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
