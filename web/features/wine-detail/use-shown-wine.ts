import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { bottlesOfFormat } from '../../../domain/bottle-counts.js';
import { chooseFormat, compareFormatsNewestFirst } from '../../../domain/format-choice.js';
import type { Bottle, Format, Product } from '../../../domain/inventory.js';
import type { RestaurantData } from '../../../domain/restaurant-data.js';
import { dashboardStore, useDashboard } from '../../lib/dashboard-store.js';
import { useLiveState } from '../../lib/live-store.js';
import { notify } from '../../lib/ui/notify.js';
import { useBottleList } from '../../lib/use-bottle-list.js';
import { useInventoryIndex } from '../dashboard/index.js';

export interface ShownWine {
  data: RestaurantData;
  product: Product;
  format: Format;
  /** Every format of the wine, newest first. */
  siblings: readonly Format[];
  bottleCount: (formatId: string) => number;
  /** The format's bottles by id, read when it opens and kept live; null until they arrive. */
  bottles: ReadonlyMap<string, Bottle> | null;
  bottlesFailed: boolean;
  retryBottles: () => void;
}

/**
 * The wine and format the detail view shows, from the live data through the dashboard's index;
 * the format's bottles are read from the server when it opens. When the wine or the
 * format disappears, here or in another tab, the view closes; a wine deleted while shown says
 * so, or it would vanish with no word.
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
  const bottleCount = (formatId: string) => bottlesOfFormat(data?.counts.get(formatId));
  const format = product
    ? chooseFormat({
        formats,
        requestedFormatId: selection?.formatId ?? null,
        defaultFormatId: product.defaultFormatId,
        view,
        bottleCount,
      })
    : undefined;
  const list = useBottleList(format ? { format: format.id } : null);
  const bottles = useMemo(
    () => list.bottles && new Map(list.bottles.map((bottle) => [bottle.id, bottle])),
    [list.bottles],
  );

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
    bottleCount,
    bottles,
    bottlesFailed: list.failed,
    retryBottles: list.retry,
  };
}
