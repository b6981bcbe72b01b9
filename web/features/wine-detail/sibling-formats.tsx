import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Format } from '../../../domain/inventory.js';
import { dashboardStore } from '../../lib/dashboard-store.js';
import { vintageText } from '../../lib/display.js';

/** The wine's other formats, newest first, with their bottle counts; shown when there are any. */
export function SiblingFormats({
  siblings,
  currentId,
  bottleCount,
}: {
  siblings: readonly Format[];
  currentId: string;
  bottleCount: (formatId: string) => number;
}) {
  const { t } = useTranslation();
  if (siblings.length < 2) return null;
  return (
    <Stack gap="xs">
      <Text fw={600}>{t('inventory.detail.otherFormats')}</Text>
      <Group gap="xs" wrap="wrap">
        {siblings.map((sibling) => (
          <Button
            key={sibling.id}
            size="xs"
            variant={sibling.id === currentId ? 'filled' : 'default'}
            aria-pressed={sibling.id === currentId}
            onClick={() => dashboardStore.selectFormat(sibling.id)}
          >
            {t('inventory.detail.formatButton', {
              vintage: vintageText(sibling.vintage),
              size: sibling.bottleSize,
              count: bottleCount(sibling.id),
            })}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}
