import { Button, Group, Paper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { dashboardStore } from '../../lib/dashboard-store.js';
import { PlusIcon, ScanIcon } from '../../lib/ui/icons.js';

/** The bar's height, which the page keeps free below its content. */
export const PHONE_ACTIONS_HEIGHT = 72;

// A label longer than half a phone's width (fr `Ajouter une bouteille`) goes on two lines rather
// than being cut: both fit the button's height.
const twoLines = { label: { whiteSpace: 'normal', lineHeight: 1.1, textAlign: 'center' } } as const;

/**
 * On a phone, Scan and Add Bottle stay at the bottom of the screen, under the thumb: one tap from
 * every dashboard screen, where they were the last of seventeen items of the header's menu.
 */
export function PhoneActions() {
  const { t } = useTranslation();
  return (
    <Paper
      component="nav"
      aria-label={t('admin.quickActions')}
      shadow="md"
      radius={0}
      withBorder
      pos="fixed"
      bottom={0}
      left={0}
      right={0}
      px="md"
      pt="xs"
      style={{
        zIndex: 150,
        paddingBottom: 'calc(var(--mantine-spacing-xs) + env(safe-area-inset-bottom))',
      }}
      data-testid="phone-actions"
    >
      <Group grow gap="sm">
        <Button
          size="md"
          px="xs"
          styles={twoLines}
          leftSection={<ScanIcon />}
          onClick={() => dashboardStore.openDialog({ kind: 'scan' })}
        >
          {t('dashboard.actions.scan')}
        </Button>
        <Button
          size="md"
          variant="light"
          px="xs"
          styles={twoLines}
          leftSection={<PlusIcon />}
          onClick={() => dashboardStore.openDialog({ kind: 'addBottle' })}
        >
          {t('dashboard.actions.addBottle')}
        </Button>
      </Group>
    </Paper>
  );
}
