import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LiveData, LiveStatus } from '../../lib/live-store.js';
import { LiveStatusBadge } from './live-status-badge.js';

function Stat({ label, value, testId }: { label: string; value: number; testId: string }) {
  const { i18n } = useTranslation();
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Text component="dt" size="xs" tt="uppercase" fw={700} c="dimmed" lts="0.06em">
        {label}
      </Text>
      <Text
        component="dd"
        m={0}
        mt={6}
        ff="heading"
        fw={700}
        fz={{ base: 28, sm: 34 }}
        lh={1.1}
        data-testid={testId}
      >
        {new Intl.NumberFormat(i18n.language).format(value)}
      </Text>
    </Paper>
  );
}

/** Counts of what the restaurant holds; the full dashboard replaces this later. */
export function InventorySummary({ data, status }: { data: LiveData; status: LiveStatus }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" gap="sm">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {t('admin.summaryTitle')}
        </Title>
        <LiveStatusBadge status={status} />
      </Group>
      <SimpleGrid component="dl" cols={{ base: 2, sm: 4 }} spacing={{ base: 'sm', sm: 'lg' }} m={0}>
        <Stat label={t('admin.products')} value={data.products.size} testId="count-products" />
        <Stat label={t('admin.formats')} value={data.formats.size} testId="count-formats" />
        <Stat label={t('admin.bottles')} value={data.bottles.size} testId="count-bottles" />
        <Stat label={t('admin.locations')} value={data.locations.size} testId="count-locations" />
      </SimpleGrid>
    </Stack>
  );
}
