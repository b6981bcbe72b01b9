import { sameBarcode } from '../../../domain/barcode.js';
import { compareFormatsNewestFirst } from '../../../domain/format-choice.js';
import type { RestaurantData } from '../../../domain/restaurant-data.js';
import type { IntakeProduct } from './intake-state.js';

/** Our own profile with this barcode, staged under its default (or newest) format. */
export function ownProduct(
  data: RestaurantData | null,
  barcode: string,
  productId?: string,
): IntakeProduct | null {
  if (!data) return null;
  const product = productId
    ? data.products.get(productId)
    : [...data.products.values()].find(
        (item) => item.barcode && sameBarcode(item.barcode, barcode),
      );
  if (!product) return null;
  const formats = [...data.formats.values()]
    .filter((format) => format.productId === product.id)
    .sort(compareFormatsNewestFirst);
  const format = formats.find((item) => item.id === product.defaultFormatId) ?? formats[0];
  if (!format) return null;
  return {
    productId: product.id,
    formatId: format.id,
    name: product.name,
    producer: product.producer,
    source: 'restaurant',
  };
}
