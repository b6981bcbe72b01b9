import type { Product } from './inventory.js';
import { normalizeText } from './text.js';

/**
 * The fields that make up a profile's "general information" (docs/product.md §5, Duplicate
 * Product), in the order the key joins them. Changing this list changes every stored key.
 */
const IDENTITY_FIELDS = [
  'name',
  'producer',
  'country',
  'region',
  'subregion',
  'appellation',
  'classification',
  'regulatedDesignation',
  'style',
  'color',
  'mainCategory',
  'subCategory',
] as const satisfies ReadonlyArray<keyof Product>;

export type ProductIdentityFields = Pick<Product, (typeof IDENTITY_FIELDS)[number]>;

/**
 * Two profiles with the same key are the same wine. Case, accents and surrounding spaces do not
 * make a different wine ("Château Margaux" and "chateau margaux ").
 */
export function productIdentityKey(product: ProductIdentityFields): string {
  return IDENTITY_FIELDS.map((field) => normalizeText(product[field])).join('\u001f');
}

/** Formats match when vintage (trimmed, lower-cased) and bottle size are equal (docs/product.md §5). */
export function vintageKey(vintage: string): string {
  return vintage.trim().toLowerCase();
}
