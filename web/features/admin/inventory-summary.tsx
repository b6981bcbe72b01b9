import { Box, Group, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { InventoryCounts } from '../../../domain/product-cards.js';
import type { LiveStatus } from '../../lib/live-store.js';
import { formatCount } from '../../lib/number-format.js';
import { useIsPhone } from '../../lib/ui/use-is-phone.js';
import { VISUALLY_HIDDEN } from '../../lib/ui/visually-hidden.js';
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

/**
 * A one-line count of what the restaurant holds, and whether changes are arriving live. On a
 * phone its title is for screen readers only: the wines come first on a small screen.
 */
export function InventorySummary({
  counts,
  status,
}: {
  counts: InventoryCounts;
  status: LiveStatus;
}) {
  const { t } = useTranslation();
  const phone = useIsPhone();
  return (
    <Group justify="space-between" align="flex-start" gap="sm" w="100%" wrap="nowrap">
      <Group gap="xs" wrap="wrap" style={{ columnGap: 'var(--mantine-spacing-md)' }}>
        <Title
          order={1}
          ff="text"
          fz="xs"
          tt="uppercase"
          lts="0.06em"
          c="dimmed"
          fw={700}
          style={phone ? VISUALLY_HIDDEN : undefined}
        >
          {t('admin.summaryTitle')}
        </Title>
        <Stat
          label={t('admin.products', { count: counts.products })}
          value={counts.products}
          testId="count-products"
        />
        {!phone && (
          <Stat
            label={t('admin.formats', { count: counts.formats })}
            value={counts.formats}
            testId="count-formats"
          />
        )}
        <Stat
          label={t('admin.bottles', { count: counts.bottles })}
          value={counts.bottles}
          testId="count-bottles"
        />
        {/* On a phone one line: profiles and bottles; the wines come first. */}
        {!phone && (
          <Stat
            label={t('admin.locations', { count: counts.locations })}
            value={counts.locations}
            testId="count-locations"
          />
        )}
      </Group>
      <Box style={{ flexShrink: 0 }}>
        <LiveStatusBadge status={status} compact={phone} />
      </Box>
    </Group>
  );
}
