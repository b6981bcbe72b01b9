import { Box, Group, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RestaurantData } from '../../../domain/restaurant-data.js';
import type { LiveStatus } from '../../lib/live-store.js';
import { formatCount } from '../../lib/number-format.js';
import { LiveStatusBadge } from './live-status-badge.js';

function Stat({ label, value, testId }: { label: string; value: number; testId: string }) {
  const { i18n } = useTranslation();
  return (
    <Group gap={6} wrap="nowrap" align="baseline">
      <Text m={0} fw={700} size="sm" data-testid={testId}>
        {formatCount(value, i18n.language)}
      </Text>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
    </Group>
  );
}

/** A one-line count of what the restaurant holds, and whether changes are arriving live. */
export function InventorySummary({ data, status }: { data: RestaurantData; status: LiveStatus }) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" align="flex-start" gap="sm" w="100%" wrap="nowrap">
      <Group gap="xs" wrap="wrap" style={{ columnGap: 'var(--mantine-spacing-md)' }}>
        <Title order={1} ff="text" fz="xs" tt="uppercase" lts="0.06em" c="dimmed" fw={700}>
          {t('admin.summaryTitle')}
        </Title>
        <Stat label={t('admin.products')} value={data.products.size} testId="count-products" />
        <Stat label={t('admin.formats')} value={data.formats.size} testId="count-formats" />
        <Stat label={t('admin.bottles')} value={data.bottles.size} testId="count-bottles" />
        <Stat label={t('admin.locations')} value={data.locations.size} testId="count-locations" />
      </Group>
      <Box style={{ flexShrink: 0 }}>
        <LiveStatusBadge status={status} />
      </Box>
    </Group>
  );
}
