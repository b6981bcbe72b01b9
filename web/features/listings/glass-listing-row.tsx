import { Button, Group, Paper, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GlassListing } from '../../../domain/restaurant.js';
import { describeError, type ErrorText, saveFailed } from '../../lib/ui/error-text.js';
import { useMoney } from '../../lib/use-money.js';
import { useRunner } from '../../lib/use-runner.js';
import { GlassPour } from '../wine-detail/index.js';
import { deleteListing } from './listings-api.js';

interface GlassListingRowProps {
  listing: GlassListing;
  name: string;
  detail: string;
  onEdit: () => void;
}

/** Prices as the guest menu and the wine detail write them, in the restaurant's currency. */
function usePrice(): (amount: number | null) => string {
  const { t } = useTranslation();
  const money = useMoney('menu');
  return (amount) => (amount === null ? t('glass.noPrice') : money(amount));
}

/** One wine on the glass menu: its 3oz and 5oz prices, edit and remove, and `Pour` a glass of it. */
export function GlassListingRow({ listing, name, detail, onEdit }: GlassListingRowProps) {
  const { t } = useTranslation();
  const money = usePrice();
  const { pending, run } = useRunner();
  const [error, setError] = useState<ErrorText | null>(null);
  const label = detail ? `${name} (${detail})` : name;

  const remove = () =>
    void run('remove', async () => {
      setError(null);
      try {
        await deleteListing(listing.id);
      } catch (failure) {
        setError(() => describeError(failure, saveFailed));
      }
    });

  return (
    <Paper component="li" withBorder radius="md" px="md" py="xs" data-testid="glass-listing">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <div style={{ minWidth: 0 }}>
          <Text fw={600} size="sm">
            {name}
          </Text>
          <Text size="xs" c="dimmed">
            {detail}
          </Text>
        </div>
        <Group gap="md" wrap="nowrap">
          <Text size="sm">
            {t('glass.pour3')} {money(listing.price3oz)}
          </Text>
          <Text size="sm">
            {t('glass.pour5')} {money(listing.price5oz)}
          </Text>
          <Group gap={4} wrap="nowrap">
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={onEdit}
              aria-label={t('glass.editAction', { name: label })}
            >
              {t('glass.edit')}
            </Button>
            <Button
              variant="subtle"
              color="red"
              size="compact-sm"
              onClick={remove}
              loading={pending === 'remove'}
              aria-label={t('glass.removeAction', { name: label })}
            >
              {t('glass.remove')}
            </Button>
          </Group>
        </Group>
      </Group>
      {error && (
        <Text role="alert" size="sm" c="var(--mantine-color-error)" mt={4}>
          {error(t)}
        </Text>
      )}
      {/* Where the bartender looks: a glass poured from the list as from the wine's detail. */}
      <div style={{ marginTop: 4 }}>
        <GlassPour formatId={listing.formatId} />
      </div>
    </Paper>
  );
}
