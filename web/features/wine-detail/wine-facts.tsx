import { Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Format, Product } from '../../../domain/inventory.js';
import type { GlassListing } from '../../../domain/restaurant.js';
import type { RestaurantData } from '../../../domain/restaurant-data.js';
import { blendText, categoryText, originText, sizeText } from '../../lib/display.js';
import { currentLanguage } from '../../lib/i18n.js';
import { formatPercent } from '../../lib/number-format.js';
import { useMoney } from '../../lib/use-money.js';
import { useCan } from '../auth/index.js';

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

/** "3oz $9.50 · 5oz $14" when the format is poured by the glass, else nothing. */
function glassListingText(
  listing: GlassListing | undefined,
  label3oz: string,
  label5oz: string,
  money: (amount: number) => string,
): string | null {
  if (!listing) return null;
  return joined([
    listing.price3oz !== null && `${label3oz} ${money(listing.price3oz)}`,
    listing.price5oz !== null && `${label5oz} ${money(listing.price5oz)}`,
  ]);
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
  // A role without costs receives none; its label does not name them either.
  const seesCosts = useCan('see-costs');
  // Numbers, prices and percentages as the guest menu writes them (docs/product.md §9).
  const language = currentLanguage();
  const money = useMoney('menu');
  const isWhisky = product.mainCategory === 'cat_whisky';
  const category =
    categoryText(data.categories, product.mainCategory, product.subCategory, language) ??
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
          value={blendText(isWhisky ? product.grains : product.varieties, language)}
        />
        <Field
          // Named for what it shows: the size alone when the wine has no alcohol percentage.
          label={
            product.alcoholPercentage === null
              ? t('inventory.detail.size')
              : t('inventory.detail.abvSize')
          }
          value={joined([
            product.alcoholPercentage !== null &&
              formatPercent(product.alcoholPercentage, language),
            sizeText(format.bottleSize, language),
          ])}
        />
        <Field
          label={seesCosts ? t('inventory.detail.costPrice') : t('inventory.fields.price')}
          value={joined([
            seesCosts &&
              format.cost != null &&
              `${t('inventory.fields.cost')} ${money(format.cost)}`,
            format.price !== null && `${t('inventory.fields.price')} ${money(format.price)}`,
          ])}
        />
        <Field
          label={t('inventory.detail.byTheGlass')}
          value={glassListingText(
            listing,
            t('inventory.detail.glass3oz'),
            t('inventory.detail.glass5oz'),
            money,
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
