import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Product } from '../../../domain/inventory.js';
import { dashboardStore } from '../../lib/dashboard-store.js';
import { vintageText } from '../../lib/display.js';
import type { ProfileManagerState } from './use-profile-manager.js';

/** The profile picked in the list: Edit, Delete (only without bottles) and its formats. */
export function SelectedProfile({
  manager,
  product,
}: {
  manager: ProfileManagerState;
  product: Product;
}) {
  const { t } = useTranslation();
  const { selectedFormats: formats, countOf } = manager;
  const bottles = manager.bottleCount(product.id);
  return (
    <Card withBorder padding="sm" data-testid="profile-selected">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={700}>{product.name}</Text>
          <Group gap="xs">
            <Button
              size="xs"
              variant="light"
              onClick={() =>
                dashboardStore.openDialog({
                  kind: 'bottleForm',
                  mode: 'editProfile',
                  productId: product.id,
                })
              }
            >
              {t('inventory.profiles.edit')}
            </Button>
            <Button
              size="xs"
              color="red"
              variant="light"
              disabled={bottles > 0}
              title={bottles > 0 ? t('inventory.profiles.hasBottles') : undefined}
              onClick={() => manager.setPending({ kind: 'profile', product })}
            >
              {t('inventory.profiles.deleteProfile')}
            </Button>
          </Group>
        </Group>
        <Text size="sm" fw={600}>
          {t('inventory.profiles.formats')}
        </Text>
        {formats.map((format) => {
          const count = countOf(format.id);
          const vintage = vintageText(format.vintage);
          return (
            <Group key={format.id} justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm">
                {t('inventory.detail.formatButton', { vintage, size: format.bottleSize, count })}
              </Text>
              <Button
                size="compact-xs"
                color="red"
                variant="subtle"
                aria-label={t('inventory.profiles.deleteFormatNamed', {
                  vintage,
                  size: format.bottleSize,
                })}
                onClick={() =>
                  count > 0
                    ? manager.setNotice({
                        title: t('inventory.profiles.blockedTitle'),
                        message: t('reasons.format-has-bottles'),
                      })
                    : manager.setPending({ kind: 'format', format, last: formats.length === 1 })
                }
              >
                {t('inventory.profiles.deleteFormat')}
              </Button>
            </Group>
          );
        })}
      </Stack>
    </Card>
  );
}
