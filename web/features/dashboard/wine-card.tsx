import { Badge, Button, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { vintageText } from '../../../domain/format-rules.js';
import type { Product } from '../../../domain/inventory.js';
import type { CardFormat, ProductCard } from '../../../domain/product-cards.js';
import type { Category } from '../../../domain/restaurant.js';
import { dashboardStore } from '../../lib/dashboard-store.js';
import { useLocalized } from './filter-panel.js';
import classes from './wine-card.module.css';

/** "Wine · Still" in the current language, or null when the product has no known category. */
export function useCategoryLabel(categories: ReadonlyMap<string, Category>) {
  const localized = useLocalized();
  return (product: Product): string | null => {
    const category = categories.get(product.mainCategory);
    if (!category) return null;
    const sub = category.subcategories.find((item) => item.key === product.subCategory);
    return sub ? `${localized(category)} · ${localized(sub)}` : localized(category);
  };
}

function byVintage(formats: readonly CardFormat[]): Array<[string, CardFormat[]]> {
  const groups = new Map<string, CardFormat[]>();
  for (const item of formats) {
    const key = item.format.vintage.trim();
    const list = groups.get(key);
    if (list) list.push(item);
    else groups.set(key, [item]);
  }
  return [...groups];
}

/**
 * docs/product.md §2 wine card: name, total bottles, category, producer, then a button per format
 * (size and count) under each vintage, newest first. The card opens the wine; a format button
 * opens that format.
 */
export const WineCard = memo(function WineCard({
  wine,
  categoryLabel,
}: {
  wine: ProductCard;
  categoryLabel: string | null;
}) {
  const { t } = useTranslation();
  const { product, formats, count } = wine;
  const open = () => dashboardStore.openWine(product.id);
  return (
    <Paper
      withBorder
      radius="lg"
      p="md"
      className={classes.card}
      onClick={open}
      data-testid="wine-card"
    >
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <UnstyledButton
            className={classes.name}
            onClick={(event) => {
              event.stopPropagation();
              open();
            }}
          >
            <Text component="span" ff="heading" fw={700} fz="lg" lh={1.25}>
              {product.name}
            </Text>
          </UnstyledButton>
          <Badge variant="light" size="lg" radius="sm" className={classes.count}>
            {t('dashboard.bottleCount', { count })}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed" lh={1.3}>
          {categoryLabel ?? t('dashboard.noCategory')}
        </Text>
        <Text size="sm" fw={500} lh={1.3}>
          {product.producer || t('dashboard.notAvailable')}
        </Text>
        {formats.length === 0 ? (
          <Text size="xs" c="dimmed">
            {t('dashboard.noFormats')}
          </Text>
        ) : (
          <Stack gap={6} mt={4}>
            {byVintage(formats).map(([vintage, items]) => (
              <Group key={vintage} gap={6} wrap="wrap" align="center">
                <Text size="sm" fw={600} w={44} className={classes.vintage}>
                  {vintageText(vintage)}
                </Text>
                {items.map(({ format, count: formatCount }) => (
                  <Button
                    key={format.id}
                    size="compact-sm"
                    variant={formatCount > 0 ? 'light' : 'default'}
                    aria-label={t('dashboard.formatLabel', {
                      vintage: vintageText(vintage),
                      size: format.bottleSize,
                      count: formatCount,
                    })}
                    onClick={(event) => {
                      event.stopPropagation();
                      dashboardStore.openWine(product.id, format.id);
                    }}
                  >
                    {t('dashboard.formatButton', {
                      size: format.bottleSize,
                      count: formatCount,
                    })}
                  </Button>
                ))}
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
});
