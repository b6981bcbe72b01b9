import { normalizeText } from './text.js';

/** The fields that make up a profile's "general information" (docs/product.md §5, Duplicate Product). */
export interface ProductIdentityFields {
  name: string;
  producer: string;
  country: string;
  region: string;
  subregion: string;
  appellation: string;
  classification: string;
  regulatedDesignation: string;
  style: string;
  color: string;
  mainCategory: string;
  subCategory: string;
}

/**
 * Two profiles with the same key are the same wine. Case, accents and surrounding spaces do not
 * make a different wine ("Château Margaux" and "chateau margaux ").
 */
export function productIdentityKey(product: ProductIdentityFields): string {
  return [
    product.name,
    product.producer,
    product.country,
    product.region,
    product.subregion,
    product.appellation,
    product.classification,
    product.regulatedDesignation,
    product.style,
    product.color,
    product.mainCategory,
    product.subCategory,
  ]
    .map(normalizeText)
    .join('\u001f');
}

/** Formats match when vintage (trimmed, lower-cased) and bottle size are equal (docs/product.md §5). */
export function vintageKey(vintage: string): string {
  return vintage.trim().toLowerCase();
}
