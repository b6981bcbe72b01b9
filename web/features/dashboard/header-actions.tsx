import { Button, Menu, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type DialogKind, dashboardStore } from '../../lib/dashboard-store.js';
import { ChevronIcon, PlusIcon, ScanIcon } from '../../lib/ui/icons.js';
import { usePermissions } from '../auth/index.js';
import { kindPermission } from './dialog-permission.js';
import type { InventoryIndex } from './inventory-index.js';

type ActionKind = Exclude<DialogKind, 'bottleForm' | 'batchAdd' | 'labels'>;

/**
 * The header's actions in four groups (docs/product.md §2): what is done all service long
 * stays a button, the batch operations and the managers fold into a menu each, and the two lists
 * keep their counts in sight. Every SPEC label is still a button or a menu item of that name.
 */
const PRIMARY: readonly ActionKind[] = ['scan', 'addBottle'];
/** The stock count: a job of its own, done with the phone in hand. */
const COUNT: readonly ActionKind[] = ['stocktakes'];
/** The money view: owners and managers. */
const REPORTS: readonly ActionKind[] = ['reports'];
const BATCH: readonly ActionKind[] = ['batchIntake', 'batchMove', 'batchRemove', 'manualBatch'];
const MANAGE: readonly ActionKind[] = [
  'profiles',
  'locations',
  'categories',
  'glass',
  'guestLink',
  'import',
  'export',
  'team',
  'activity',
  'restaurantSettings',
];
const LISTS: readonly ActionKind[] = ['manualEntries', 'unassigned'];

/** A member never sees an action their role lacks: it would only fail. */
function useAllowed(): (kind: ActionKind) => boolean {
  const can = usePermissions();
  return (kind) => {
    const permission = kindPermission[kind];
    return permission === undefined || can(permission);
  };
}

/** Managers that edit what the inventory shows wait for it to load (docs/product.md §2). */
const NEEDS_DATA = new Set<ActionKind>(['profiles', 'locations', 'categories']);

const ICONS: Partial<Record<ActionKind, ReactNode>> = {
  scan: <ScanIcon size={16} />,
  addBottle: <PlusIcon size={16} />,
};

function useActionLabel(index: InventoryIndex | null) {
  const { t } = useTranslation();
  return (kind: ActionKind) => {
    if (kind === 'manualEntries') {
      return t('dashboard.actions.manualEntries', { count: index?.manualCount ?? 0 });
    }
    if (kind === 'unassigned') {
      return t('dashboard.actions.unassigned', { count: index?.unassignedCount ?? 0 });
    }
    if (kind === 'stocktakes') return t('stocktakes.action');
    if (kind === 'reports') return t('reports.action');
    return t(`dashboard.actions.${kind}`);
  };
}

function open(kind: ActionKind) {
  dashboardStore.openDialog({ kind } as { kind: ActionKind });
}

/** From 768 px: Scan and Add Bottle, the Batch and Manage menus, then the two lists. */
export function ActionToolbar({ index }: { index: InventoryIndex | null }) {
  const { t } = useTranslation();
  const label = useActionLabel(index);
  const allowed = useAllowed();
  const button = (kind: ActionKind, variant: string) => (
    <Button
      key={kind}
      size="compact-sm"
      variant={variant}
      leftSection={ICONS[kind]}
      onClick={() => open(kind)}
    >
      {label(kind)}
    </Button>
  );
  const menu = (name: string, kinds: readonly ActionKind[]) =>
    kinds.some(allowed) && (
      // Without Mantine's focus placeholder, a div axe reads as a wrong child of the menu: focus goes
      // to the first item, as the ARIA menu pattern has it.
      <Menu position="bottom-start" shadow="md" withinPortal withInitialFocusPlaceholder={false}>
        <Menu.Target>
          <Button size="compact-sm" variant="light" rightSection={<ChevronIcon open size={14} />}>
            {name}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {kinds.filter(allowed).map((kind) => (
            <Menu.Item
              key={kind}
              disabled={NEEDS_DATA.has(kind) && index === null}
              onClick={() => open(kind)}
            >
              {label(kind)}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    );
  return (
    <>
      {PRIMARY.map((kind) => button(kind, 'filled'))}
      {COUNT.filter(allowed).map((kind) => button(kind, 'light'))}
      {REPORTS.filter(allowed).map((kind) => button(kind, 'light'))}
      {menu(t('dashboard.actionGroups.batch'), BATCH)}
      {menu(t('dashboard.actionGroups.manage'), MANAGE)}
      {LISTS.map((kind) => button(kind, 'default'))}
    </>
  );
}

/** Below 768 px, in the header's menu: every action as a full-width row, grouped as on a desktop. */
export function ActionButtons({
  index,
  onAction,
}: {
  index: InventoryIndex | null;
  onAction: () => void;
}) {
  const { t } = useTranslation();
  const label = useActionLabel(index);
  const allowed = useAllowed();
  const row = (kind: ActionKind) => (
    <Button
      key={kind}
      size="sm"
      variant={PRIMARY.includes(kind) ? 'filled' : 'default'}
      fullWidth
      justify="flex-start"
      leftSection={ICONS[kind]}
      disabled={NEEDS_DATA.has(kind) && index === null}
      onClick={() => {
        onAction();
        open(kind);
      }}
    >
      {label(kind)}
    </Button>
  );
  const group = (name: string, kinds: readonly ActionKind[]) =>
    kinds.some(allowed) && (
      <Stack gap={6} role="group" aria-label={name}>
        <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="xs" pt={4} aria-hidden="true">
          {name}
        </Text>
        {kinds.filter(allowed).map(row)}
      </Stack>
    );
  return (
    <>
      {PRIMARY.map(row)}
      {COUNT.filter(allowed).map(row)}
      {REPORTS.filter(allowed).map(row)}
      {LISTS.map(row)}
      {group(t('dashboard.actionGroups.batch'), BATCH)}
      {group(t('dashboard.actionGroups.manage'), MANAGE)}
    </>
  );
}
