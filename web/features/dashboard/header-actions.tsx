import { Button, Menu, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { screens } from '../../app/screens.js';
import { dashboardStore } from '../../lib/dashboard-store.js';
import type { ActionPlace, AnyScreen, ScreenAction } from '../../lib/screen.js';
import { ChevronIcon } from '../../lib/ui/icons.js';
import { usePermissions } from '../auth/index.js';
import type { InventoryIndex } from './inventory-index.js';
import { screenPermission } from './screen-permission.js';

/** A screen the header opens: one with an action, opened by its kind alone. */
type ActionScreen = AnyScreen & { action: ScreenAction };
type ActionScreenRequest = Parameters<typeof dashboardStore.openDialog>[0];

/**
 * The header's actions in four groups (docs/product.md §2): what is done all service long
 * stays a button, the batch operations and the managers fold into a menu each, and the two lists
 * keep their counts in sight. Every SPEC label is still a button or a menu item of that name.
 * Each screen says where its action goes (web/app/screens.ts, in order).
 */
const ACTIONS = screens.filter((screen): screen is ActionScreen => 'action' in screen);

function at(place: ActionPlace): readonly ActionScreen[] {
  return ACTIONS.filter((screen) => screen.action.place === place);
}

const PRIMARY = at('primary');
/** The stock count: a job of its own, done with the phone in hand. */
const COUNT = at('count');
/** The money view: owners and managers. */
const REPORTS = at('reports');
const BATCH = at('batch');
const MANAGE = at('manage');
const LISTS = at('lists');

/** A member never sees an action their role lacks: it would only fail. */
function useAllowed(): (screen: ActionScreen) => boolean {
  const can = usePermissions();
  return (screen) => {
    const permission = screenPermission({ kind: screen.kind } as ActionScreenRequest);
    return permission === undefined || can(permission);
  };
}

function useActionLabel(index: InventoryIndex | null) {
  const { t } = useTranslation();
  const counts = { manual: index?.manualCount ?? 0, unassigned: index?.unassignedCount ?? 0 };
  return (screen: ActionScreen) => screen.action.label(t, counts);
}

function icon(screen: ActionScreen) {
  const Icon = screen.action.icon;
  return Icon && <Icon size={16} />;
}

/** Managers that edit what the inventory shows wait for it to load (docs/product.md §2). */
function waits(screen: ActionScreen, index: InventoryIndex | null): boolean {
  return screen.action.needsData === true && index === null;
}

function open(screen: ActionScreen) {
  dashboardStore.openDialog({ kind: screen.kind } as ActionScreenRequest);
}

/** From 768 px: Scan and Add Bottle, the Batch and Manage menus, then the two lists. */
export function ActionToolbar({ index }: { index: InventoryIndex | null }) {
  const { t } = useTranslation();
  const label = useActionLabel(index);
  const allowed = useAllowed();
  const button = (screen: ActionScreen, variant: string) => (
    <Button
      key={screen.kind}
      size="compact-sm"
      variant={variant}
      leftSection={icon(screen)}
      onClick={() => open(screen)}
    >
      {label(screen)}
    </Button>
  );
  const menu = (name: string, list: readonly ActionScreen[]) =>
    list.some(allowed) && (
      // Without Mantine's focus placeholder, a div axe reads as a wrong child of the menu: focus goes
      // to the first item, as the ARIA menu pattern has it.
      <Menu position="bottom-start" shadow="md" withinPortal withInitialFocusPlaceholder={false}>
        <Menu.Target>
          <Button size="compact-sm" variant="light" rightSection={<ChevronIcon open size={14} />}>
            {name}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {list.filter(allowed).map((screen) => (
            <Menu.Item
              key={screen.kind}
              disabled={waits(screen, index)}
              onClick={() => open(screen)}
            >
              {label(screen)}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    );
  return (
    <>
      {PRIMARY.map((screen) => button(screen, 'filled'))}
      {COUNT.filter(allowed).map((screen) => button(screen, 'light'))}
      {REPORTS.filter(allowed).map((screen) => button(screen, 'light'))}
      {menu(t('dashboard.actionGroups.batch'), BATCH)}
      {menu(t('dashboard.actionGroups.manage'), MANAGE)}
      {LISTS.map((screen) => button(screen, 'default'))}
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
  const row = (screen: ActionScreen) => (
    <Button
      key={screen.kind}
      size="sm"
      variant={screen.action.place === 'primary' ? 'filled' : 'default'}
      fullWidth
      justify="flex-start"
      leftSection={icon(screen)}
      disabled={waits(screen, index)}
      onClick={() => {
        onAction();
        open(screen);
      }}
    >
      {label(screen)}
    </Button>
  );
  const group = (name: string, list: readonly ActionScreen[]) =>
    list.some(allowed) && (
      <Stack gap={6} role="group" aria-label={name}>
        <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="xs" pt={4} aria-hidden="true">
          {name}
        </Text>
        {list.filter(allowed).map(row)}
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
