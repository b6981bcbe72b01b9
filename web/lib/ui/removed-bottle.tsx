import { Alert, Divider, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScanResult } from '../../../domain/catalog.js';
import { vintageText } from '../display.js';
import { currentLanguage } from '../i18n.js';
import { useLiveState } from '../live-store.js';
import { BottleHistory } from './bottle-history.js';

type Removal = Extract<ScanResult, { kind: 'removed' }>;

/** "Removed on Nov 3, 2026: Sold": what a scan of a removed bottle's label says. */
export function removedText(t: TFunction, removal: Pick<Removal, 'removedAt' | 'reason'>): string {
  const date = new Intl.DateTimeFormat(currentLanguage(), { dateStyle: 'medium' }).format(
    new Date(removal.removedAt),
  );
  return t('removals.scanned', { date, reason: t(`removals.reasons.${removal.reason}`) });
}

/**
 * A scanned id that was one of our bottles: when and why it left, the wine it was (while its
 * format exists), and, `withHistory`, its life up to its removal.
 */
export function RemovedBottle({
  removal,
  withHistory = false,
  children,
}: {
  removal: Removal;
  withHistory?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const wine = useLiveState((s) => {
    const format = removal.formatId ? s.data?.formats.get(removal.formatId) : undefined;
    const product = format ? s.data?.products.get(format.productId) : undefined;
    return product && format ? `${product.name} ${vintageText(format.vintage)}` : null;
  });
  return (
    <Alert color="blue" title={t('removals.scannedTitle')} data-testid="scan-removed">
      <Stack gap="xs">
        <Text fw={700} data-testid="scan-removed-when">
          {removedText(t, removal)}
        </Text>
        {wine !== null && <Text>{wine}</Text>}
        <Text size="sm">{removal.code}</Text>
        {withHistory && (
          <>
            <Divider label={t('inventory.drawer.history')} labelPosition="left" />
            <BottleHistory bottleId={removal.code} />
          </>
        )}
        {children}
      </Stack>
    </Alert>
  );
}
