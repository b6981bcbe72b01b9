import { useMemo } from 'react';
import type { Format, Product } from '../../../domain/inventory.js';
import { useLiveState } from '../../lib/live-store.js';

const nameCollator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/** Newest vintage first, then the usual size first: the order of the wine card (docs/product.md §2). */
function byVintage(a: Format, b: Format): number {
  return (
    b.vintage.localeCompare(a.vintage, undefined, { numeric: true }) || a.bottleSize - b.bottleSize
  );
}

function wineLabel(product: Product): string {
  return product.producer ? `${product.name} — ${product.producer}` : product.name;
}

/**
 * What the by-the-glass manager chooses from and lists, from the live model: the wines by name,
 * each wine's formats, each format's listing, and the listings with their wine and format.
 */
export function useGlassChoices() {
  const productMap = useLiveState((state) => state.data?.products);
  const formatMap = useLiveState((state) => state.data?.formats);
  const listingMap = useLiveState((state) => state.data?.listings);

  const listingByFormat = useMemo(
    () => new Map([...(listingMap?.values() ?? [])].map((listing) => [listing.formatId, listing])),
    [listingMap],
  );
  const formatsByProduct = useMemo(() => {
    const grouped = new Map<string, Format[]>();
    for (const format of formatMap?.values() ?? []) {
      const list = grouped.get(format.productId);
      if (list) list.push(format);
      else grouped.set(format.productId, [format]);
    }
    for (const list of grouped.values()) list.sort(byVintage);
    return grouped;
  }, [formatMap]);
  const wineOptions = useMemo(
    () =>
      [...(productMap?.values() ?? [])]
        .sort((a, b) => nameCollator.compare(a.name, b.name))
        .map((product) => ({ value: product.id, label: wineLabel(product) })),
    [productMap],
  );

  const listings = useMemo(() => {
    const rows = [...(listingMap?.values() ?? [])].map((listing) => {
      const format = formatMap?.get(listing.formatId);
      const product = format ? productMap?.get(format.productId) : undefined;
      return { listing, format, product };
    });
    return rows.sort((a, b) => nameCollator.compare(a.product?.name ?? '', b.product?.name ?? ''));
  }, [listingMap, formatMap, productMap]);

  return { productMap, formatMap, listingByFormat, formatsByProduct, wineOptions, listings };
}
