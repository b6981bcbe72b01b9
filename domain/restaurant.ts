import { isCurrency } from './money.js';
import { z } from './zod.js';

/** docs/product.md §3: a restaurant's colors, locations with sorted bins, categories and glass listings. */

export const colorSchema = z.object({
  id: z.string(),
  name: z.string(),
  position: z.number().int(),
});
export type Color = z.infer<typeof colorSchema>;

export const locationSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Sorted with a natural, locale-aware order (bin 2 before bin 10). */
  bins: z.array(z.string()),
});
export type Location = z.infer<typeof locationSchema>;

export const localizedNameSchema = z.object({ en: z.string(), fr: z.string() });
export type LocalizedName = z.infer<typeof localizedNameSchema>;

export const subcategorySchema = z.object({
  key: z.string(),
  en: z.string(),
  fr: z.string(),
});
export type Subcategory = z.infer<typeof subcategorySchema>;

export const categorySchema = z.object({
  key: z.string(),
  en: z.string(),
  fr: z.string(),
  position: z.number().int(),
  subcategories: z.array(subcategorySchema),
});
export type Category = z.infer<typeof categorySchema>;

export const glassListingSchema = z.object({
  id: z.string(),
  formatId: z.string(),
  price3oz: z.number().nullable(),
  price5oz: z.number().nullable(),
});
export type GlassListing = z.infer<typeof glassListingSchema>;

/** An ISO 4217 code the running Intl knows: EUR, USD, CAD… */
export const currencySchema = z.string().refine(isCurrency, 'currency-invalid');

export const restaurantSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The one currency of its money, in every language (domain/money.ts). */
  currency: z.string(),
  colors: z.array(colorSchema),
  locations: z.array(locationSchema),
  categories: z.array(categorySchema),
  listings: z.array(glassListingSchema),
});
export type Restaurant = z.infer<typeof restaurantSchema>;

/** PUT /api/restaurant/currency: owners only (edit-restaurant). */
export const putCurrencySchema = z.strictObject({ currency: currencySchema });

export const CATEGORY_KEY_PREFIX = 'cat_';
export const SUBCATEGORY_KEY_PREFIX = 'subcat_';

export const DEFAULT_COLORS = ['Red', 'White', 'Rosé', 'Sparkling'] as const;

/** The five categories of docs/product.md §3 that every new restaurant starts with. */
export const DEFAULT_CATEGORIES: ReadonlyArray<Omit<Category, 'position'>> = [
  {
    key: 'cat_wine',
    en: 'Wine',
    fr: 'Vin',
    subcategories: [
      { key: 'subcat_still', en: 'Still', fr: 'Tranquille' },
      { key: 'subcat_sparkling', en: 'Sparkling', fr: 'Effervescent' },
      { key: 'subcat_fortified', en: 'Fortified', fr: 'Fortifié' },
      { key: 'subcat_dessert', en: 'Dessert', fr: 'Liquoreux' },
      { key: 'subcat_orange', en: 'Orange', fr: 'Orange' },
    ],
  },
  {
    key: 'cat_whisky',
    en: 'Whisky',
    fr: 'Whisky',
    subcategories: [
      { key: 'subcat_single_malt', en: 'Single Malt', fr: 'Single malt' },
      { key: 'subcat_blended', en: 'Blended', fr: 'Assemblage' },
      { key: 'subcat_bourbon', en: 'Bourbon', fr: 'Bourbon' },
      { key: 'subcat_rye', en: 'Rye', fr: 'Seigle' },
    ],
  },
  {
    key: 'cat_beer',
    en: 'Beer',
    fr: 'Bière',
    subcategories: [
      { key: 'subcat_lager', en: 'Lager', fr: 'Blonde (lager)' },
      { key: 'subcat_ale', en: 'Ale', fr: 'Ale' },
      { key: 'subcat_stout', en: 'Stout', fr: 'Stout' },
      { key: 'subcat_sour', en: 'Sour', fr: 'Sure' },
    ],
  },
  {
    key: 'cat_brandy_cognac',
    en: 'Brandy / Cognac',
    fr: 'Brandy / Cognac',
    subcategories: [
      { key: 'subcat_cognac', en: 'Cognac', fr: 'Cognac' },
      { key: 'subcat_armagnac', en: 'Armagnac', fr: 'Armagnac' },
      { key: 'subcat_calvados', en: 'Calvados', fr: 'Calvados' },
      { key: 'subcat_brandy', en: 'Brandy', fr: 'Brandy' },
    ],
  },
  {
    key: 'cat_aperitif',
    en: 'Aperitif',
    fr: 'Apéritif',
    subcategories: [
      { key: 'subcat_vermouth', en: 'Vermouth', fr: 'Vermouth' },
      { key: 'subcat_bitter', en: 'Bitter', fr: 'Amer' },
      { key: 'subcat_pastis', en: 'Pastis', fr: 'Pastis' },
      { key: 'subcat_sherry', en: 'Sherry', fr: 'Xérès' },
    ],
  },
];

const binCollator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** Bins stay sorted (docs/product.md §5); numeric-aware so "2" sorts before "10". */
export function sortBins(bins: readonly string[]): string[] {
  return [...bins].sort(binCollator.compare);
}
