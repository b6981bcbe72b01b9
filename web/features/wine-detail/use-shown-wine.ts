import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { chooseFormat, compareFormatsNewestFirst } from '../../../domain/format-choice.js';
import type { Bottle, Format, Product } from '../../../domain/inventory.js';
import type { RestaurantData } from '../../../domain/restaurant-data.js';
import { dashboardStore, useDashboard } from '../../lib/dashboard-store.js';
import { useLiveState } from '../../lib/live-store.js';
import { notify } from '../../lib/ui/notify.js';
import { useInventoryIndex } from '../dashboard/index.js';

export interface ShownWine {
  data: RestaurantData;
  product: Product;
  format: Format;
  /** Every format of the wine, newest first. */
  siblings: readonly Format[];
  bottles: readonly Bottle[];
  bottleCount: (formatId: string) => number;
}

const NO_BOTTLES: readonly Bottle[] = [];

/**
 * The wine and format the detail view shows, from the live data through the dashboard's index
 * (no pass over every bottle per render). When either disappears, here or in another tab, the
 * view closes; a wine deleted while shown says so, or it would vanish with no word.
 */
export function useShownWine(): ShownWine | null {
  const selection = useDashboard((s) => s.selection);
  const view = useDashboard((s) => s.view);
  const { t } = useTranslation();
  const data = useLiveState((s) => s.data);
  const index = useInventoryIndex();
  const shown = useRef<string | null>(null);

  const product = selection ? index?.products.get(selection.productId) : undefined;
  const formats = (product && index?.formatsByProduct.get(product.id)) || [];
  const bottleCount = (formatId: string) => index?.bottlesByFormat.get(formatId)?.length ?? 0;
  const format = product
    ? chooseFormat({
        formats,
        requestedFormatId: selection?.formatId ?? null,
        defaultFormatId: product.defaultFormatId,
        view,
        bottleCount,
      })
    : undefined;

  const gone =
    data !== null &&
    selection !== null &&
    (!product || !format || (shown.current !== null && !data.formats.has(shown.current)));
  const wineDeleted = gone && !product && shown.current !== null;
  useEffect(() => {
    if (gone) {
      shown.current = null;
      dashboardStore.closeWine();
      if (wineDeleted) notify({ message: t('inventory.detail.wineDeleted') });
    } else if (format) shown.current = format.id;
  }, [gone, wineDeleted, format, t]);

  if (!selection || !product || !format || !data || !index) return null;
  return {
    data,
    product,
    format,
    siblings: [...formats].sort(compareFormatsNewestFirst),
    bottles: index.bottlesByFormat.get(format.id) ?? NO_BOTTLES,
    bottleCount,
  };
}
