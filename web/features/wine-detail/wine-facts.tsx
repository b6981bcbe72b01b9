import { Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Format, Product } from '../../../domain/inventory.js';
import type { GlassListing } from '../../../domain/restaurant.js';
import type { RestaurantData } from '../../../domain/restaurant-data.js';
import { blendText, categoryText, money, originText } from '../../lib/display.js';
import { currentLanguage } from '../../lib/i18n.js';

function Field({ label, value, testId }: { label: string; value: string | null; testId?: string }) {
  if (value === null || value.trim() === '') return null;
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text style={{ whiteSpace: 'pre-wrap' }} data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}

/** "3oz 9.00 · 5oz 14.00" when the format is poured by the glass, else nothing. */
function glassListingText(
  listing: GlassListing | undefined,
  label3oz: string,
  label5oz: string,
): string | null {
  if (!listing) return null;
  return [
    money(listing.price3oz) && `${label3oz} ${money(listing.price3oz)}`,
    money(listing.price5oz) && `${label5oz} ${money(listing.price5oz)}`,
  ]
    .filter(Boolean)
    .join(' · ');
}

const joined = (parts: readonly (string | null | false)[]) => parts.filter(Boolean).join(' · ');

/** What the detail view says about a wine and its format; empty facts are left out. */
export function WineFacts({
  product,
  format,
  data,
}: {
  product: Product;
  format: Format;
  data: RestaurantData;
}) {
  const { t } = useTranslation();
  const isWhisky = product.mainCategory === 'cat_whisky';
  const category =
    categoryText(data.categories, product.mainCategory, product.subCategory, currentLanguage()) ??
    t('inventory.detail.noCategory');
  const listing = [...data.listings.values()].find((entry) => entry.formatId === format.id);
  return (
    <Card withBorder padding="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <Field label={t('inventory.fields.producer')} value={product.producer} />
        <Field
          label={t('inventory.detail.origin')}
          value={originText([
            product.classification,
            product.appellation,
            product.subregion,
            product.region,
            product.country,
          ])}
        />
        <Field label={t('inventory.detail.category')} value={joined([category, product.style])} />
        <Field
          label={isWhisky ? t('inventory.fields.grains') : t('inventory.detail.blend')}
          value={blendText(isWhisky ? product.grains : product.varieties)}
        />
        <Field
          label={t('inventory.detail.abvSize')}
          value={joined([
            product.alcoholPercentage !== null && `${product.alcoholPercentage}%`,
            `${format.bottleSize} ml`,
          ])}
        />
        <Field
          label={t('inventory.detail.costPrice')}
          value={joined([
            money(format.cost) && `${t('inventory.fields.cost')} ${money(format.cost)}`,
            money(format.price) && `${t('inventory.fields.price')} ${money(format.price)}`,
          ])}
        />
        <Field
          label={t('inventory.detail.byTheGlass')}
          value={glassListingText(
            listing,
            t('inventory.detail.glass3oz'),
            t('inventory.detail.glass5oz'),
          )}
          testId="detail-glass"
        />
        <Field label={t('inventory.detail.designation')} value={product.regulatedDesignation} />
        <Field
          label={t('inventory.fields.barcode')}
          value={product.barcode}
          testId="detail-barcode"
        />
        <Field label={t('inventory.fields.tastingNotes')} value={format.tastingNotes} />
      </SimpleGrid>
    </Card>
  );
}
