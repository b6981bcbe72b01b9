import type { BarcodeMatch } from '../../../domain/catalog.js';

/** The bottle form's template from a catalog match: the product fields it pre-fills. */
export function productTemplate(product: BarcodeMatch['product']): Record<string, unknown> {
  const template: Record<string, unknown> = {
    barcode: product.barcode,
    name: product.name,
    producer: product.producer,
    country: product.country,
    region: product.region,
    appellation: product.appellation,
    varieties: product.varieties,
  };
  // An empty category would blank the form's default one.
  if (product.mainCategory) template.mainCategory = product.mainCategory;
  return template;
}
