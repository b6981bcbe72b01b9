import { Group, Loader, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BottleCriteria } from '../../../domain/bottle-page.js';
import { dashboardStore } from '../../lib/dashboard-store.js';
import { LoadFailed } from '../../lib/ui/load-failed.js';
import { useBottleList } from '../../lib/use-bottle-list.js';
import type { FormatNode } from './inventory-tree.js';
import classes from './wine-card.module.css';

const byId = new Intl.Collator(undefined, { numeric: true });

/** The last 6 characters of a bottle id (docs/product.md §9). */
export function shortBottleId(id: string): string {
  return id.slice(-6);
}

function criteriaOf(node: FormatNode): BottleCriteria {
  // Unassigned bottles have no location to name a bin in: their bin is kept apart below.
  return node.locationId === null
    ? { format: node.format.id, list: 'unassigned' }
    : { format: node.format.id, location: node.locationId, bin: node.bin };
}

/**
 * An open format's bottles in one bin of the inventory tree, read when the row is shown (the
 * tab holds counts, not bottles: decision 0013) and kept live; a bottle opens its drawer.
 */
export function TreeBottles({ node, productId }: { node: FormatNode; productId: string }) {
  const { t } = useTranslation();
  const list = useBottleList(criteriaOf(node));
  if (list.bottles === null) {
    return list.failed ? (
      <LoadFailed text={t('inventory.detail.bottlesFailed')} onRetry={list.retry} />
    ) : (
      <Group gap="xs" px="sm" py={6} aria-busy>
        <Loader size="xs" />
        <Text size="sm" c="dimmed">
          {t('inventory.detail.bottlesLoading')}
        </Text>
      </Group>
    );
  }
  const bottles = list.bottles
    .filter((bottle) => bottle.bin === node.bin)
    .sort((a, b) => byId.compare(a.id, b.id));
  return (
    <Stack gap={0}>
      {bottles.map((bottle) => (
        <UnstyledButton
          key={bottle.id}
          data-testid="tree-bottle"
          className={classes.treeRow}
          onClick={() => dashboardStore.openWine(productId, node.format.id, bottle.id)}
        >
          <span style={{ width: 16 }} />
          <Text component="span" size="sm" ff="monospace" truncate="end">
            {t('dashboard.bottleId', { id: shortBottleId(bottle.id) })}
          </Text>
        </UnstyledButton>
      ))}
    </Stack>
  );
}
