import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Bottle } from '../../../domain/inventory.js';
import { bottleIdText } from '../../lib/display.js';
import { useLiveState } from '../../lib/live-store.js';

function Labelled({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={4}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {children}
    </Stack>
  );
}

/** A bottle's id (manual entries by their last six characters), location, bin and notes. */
export function BottleSummary({ bottle }: { bottle: Bottle }) {
  const { t } = useTranslation();
  const location = useLiveState((s) =>
    bottle.locationId ? s.data?.locations.get(bottle.locationId) : undefined,
  );
  return (
    <>
      <Labelled label={t('inventory.drawer.bottleId')}>
        <Text fw={600} style={{ wordBreak: 'break-all' }} data-testid="drawer-bottle-id">
          {bottleIdText(t, bottle.id)}
        </Text>
      </Labelled>
      <Group gap="xl">
        <Labelled label={t('inventory.fields.location')}>
          <Text data-testid="drawer-location">
            {location?.name ?? t('inventory.common.unassigned')}
          </Text>
        </Labelled>
        <Labelled label={t('inventory.fields.bin')}>
          <Text data-testid="drawer-bin">{bottle.bin || t('inventory.common.unbinned')}</Text>
        </Labelled>
      </Group>
      {bottle.notes && (
        <Labelled label={t('inventory.fields.notes')}>
          <Text style={{ whiteSpace: 'pre-wrap' }}>{bottle.notes}</Text>
        </Labelled>
      )}
    </>
  );
}
