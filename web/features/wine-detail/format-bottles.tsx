import { Badge, Card, Group, Loader, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Bottle } from '../../../domain/inventory.js';
import type { Location } from '../../../domain/restaurant.js';
import { dashboardStore } from '../../lib/dashboard-store.js';
import { bottleIdDisplay, groupBottlesByLocation } from '../../lib/display.js';
import { LoadFailed } from '../../lib/ui/load-failed.js';
import { PendingMark } from '../offline-queue/index.js';

/** A bottle is a tap target: 44 px tall at least (docs/product.md §9), on a phone as elsewhere. */
const chip = {
  border: '1px solid var(--mantine-color-default-border)',
  borderRadius: 'var(--mantine-radius-sm)',
  padding: '4px 10px',
  minHeight: 44,
  display: 'flex',
  alignItems: 'center',
};

/**
 * A format's bottles by location, each with its bin; a bottle opens the drawer. They are read
 * when the format opens: until then a loader, and a way to try again if they could not be.
 */
export function FormatBottles({
  bottles,
  failed,
  onRetry,
  locations,
}: {
  bottles: ReadonlyMap<string, Bottle> | null;
  failed: boolean;
  onRetry: () => void;
  locations: ReadonlyMap<string, Location>;
}) {
  const { t } = useTranslation();
  if (bottles === null) {
    return failed ? (
      <LoadFailed text={t('inventory.detail.bottlesFailed')} onRetry={onRetry} />
    ) : (
      <Group gap="xs" data-testid="detail-bottles-loading">
        <Loader size="sm" />
        <Text c="dimmed">{t('inventory.detail.bottlesLoading')}</Text>
      </Group>
    );
  }
  const groups = groupBottlesByLocation([...bottles.values()], locations);
  return (
    <Stack gap="sm">
      <Text fw={600}>{t('inventory.detail.bottles', { count: bottles.size })}</Text>
      {groups.length === 0 && <Text c="dimmed">{t('inventory.detail.noBottles')}</Text>}
      {groups.map((group) => (
        <Card key={group.locationId ?? ''} withBorder padding="sm">
          <Text fw={600} mb="xs">
            {group.name ?? t('inventory.common.unassigned')} ({group.bottles.length})
          </Text>
          <Group gap="xs" wrap="wrap">
            {group.bottles.map((bottle) => {
              const id = bottleIdDisplay(bottle.id);
              return (
                <UnstyledButton
                  key={bottle.id}
                  data-testid="detail-bottle"
                  onClick={() => dashboardStore.openBottle(bottle.id)}
                  style={chip}
                >
                  <Group gap={6} wrap="nowrap">
                    <Text size="sm">
                      {id.manual
                        ? t('inventory.drawer.manualEntry', { last6: id.text })
                        : t('inventory.detail.bottleId', { last6: id.text.slice(-6) })}
                    </Text>
                    {/* The bin as it was typed (b2-haut is not B2-HAUT), at a readable size. */}
                    <Badge size="lg" variant="light" tt="none" fw={600}>
                      {bottle.bin || t('inventory.common.unbinned')}
                    </Badge>
                    <PendingMark bottleId={bottle.id} />
                  </Group>
                </UnstyledButton>
              );
            })}
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
