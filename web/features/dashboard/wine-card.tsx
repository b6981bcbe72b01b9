import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { vintageText } from '../../../domain/format-rules.js';
import type { Product } from '../../../domain/inventory.js';
import type { CardFormat, ProductCard } from '../../../domain/product-cards.js';
import type { Category } from '../../../domain/restaurant.js';
import { dashboardStore } from '../../lib/dashboard-store.js';
import { prefetchBottleList } from '../../lib/use-bottle-list.js';
import { useLocalized } from './use-localized.js';
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
 *
 * Plain elements styled by wine-card.module.css in Mantine's look (its Paper, Badge and compact
 * light or default Button), not Mantine's components: a keystroke in the search mounts the ten
 * cards a phone shows, and Mantine's per-component work was half of that on a phone's CPU.
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
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: the whole card is a larger target for the pointer; the keyboard has the name's button
    <div className={classes.card} onClick={open} data-testid="wine-card">
      <div className={classes.head}>
        <button
          type="button"
          className={classes.name}
          onClick={(event) => {
            event.stopPropagation();
            open();
          }}
        >
          {product.name}
        </button>
        <span className={classes.count}>{t('dashboard.bottleCount', { count })}</span>
      </div>
      <p className={classes.category}>{categoryLabel ?? t('dashboard.noCategory')}</p>
      <p className={classes.producer}>{product.producer || t('dashboard.notAvailable')}</p>
      {formats.length === 0 ? (
        <p className={classes.noFormats}>{t('dashboard.noFormats')}</p>
      ) : (
        <div className={classes.vintages}>
          {byVintage(formats).map(([vintage, items]) => (
            <div key={vintage} className={classes.vintageRow}>
              <span className={classes.vintage}>{vintageText(vintage)}</span>
              {items.map(({ format, count: formatCount }) => (
                <button
                  type="button"
                  key={format.id}
                  className={classes.format}
                  data-variant={formatCount > 0 ? 'light' : 'default'}
                  aria-label={t('dashboard.formatLabel', {
                    vintage: vintageText(vintage),
                    size: format.bottleSize,
                    count: formatCount,
                  })}
                  // Its bottles are asked for as the finger lands, while the detail draws.
                  onPointerDown={() => prefetchBottleList({ format: format.id })}
                  onClick={(event) => {
                    event.stopPropagation();
                    prefetchBottleList({ format: format.id });
                    dashboardStore.openWine(product.id, format.id);
                  }}
                >
                  {t('dashboard.formatButton', { size: format.bottleSize, count: formatCount })}
                </button>
              ))}
            </div>
          ))}
        </div>
      )}
    </div>
  );
});
