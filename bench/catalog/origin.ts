import type { HouseKey } from './houses.js';

/**
 * One kind of bottle a restaurant stocks: a place that really makes it, with the fields that go
 * together there (Barolo is Nebbiolo from the Langhe, never Chardonnay from Napa), so that
 * filters and key:value searches in benchmarks hit realistic, correlated data.
 */
export interface Origin {
  /** Relative frequency within its category. */
  readonly w: number;
  readonly country: string;
  readonly region: string;
  readonly subregion: string;
  readonly appellation: string;
  readonly designation: string;
  /** '' entries make the field empty for some products. */
  readonly classifications: readonly string[];
  readonly house: HouseKey;
  /** How a wine is named: after its appellation (Old World) or its grape (New World). */
  readonly namedBy: 'place' | 'grape' | 'brand';
  /** Cuvée or expression names; '' means the bare appellation, grape or brand. */
  readonly cuvees: readonly string[];
  /** Cost in cents of a standard bottle (750 ml, 700 ml for spirits, 330 ml for beer). */
  readonly cost: readonly [number, number];
  readonly options: readonly StyleOption[];
}

export interface StyleOption {
  readonly w: number;
  readonly subCategory: string;
  /** One of the default colors for wine; '' for everything else. */
  readonly color: string;
  /** Grapes (wine) or grains (whisky), the dominant one first; empty for other categories. */
  readonly parts: readonly string[];
  /** A blend gets random shares summing to 100; otherwise the first part alone at 100. */
  readonly blend: boolean;
  /** Values of the style field ('' allowed). */
  readonly styles: readonly string[];
  /** Alcohol % by volume, drawn in steps of 0.5. */
  readonly alcohol: readonly [number, number];
}

export interface OptionExtra {
  w?: number;
  blend?: boolean;
  styles?: readonly string[];
  alcohol?: readonly [number, number];
}

/** A style option; most are one color, one sub-category, no style words. */
export function option(
  subCategory: string,
  color: string,
  parts: readonly string[],
  extra: OptionExtra = {},
): StyleOption {
  return {
    w: extra.w ?? 1,
    subCategory,
    color,
    parts,
    blend: extra.blend ?? parts.length > 1,
    styles: extra.styles ?? [''],
    alcohol: extra.alcohol ?? [12, 14],
  };
}

const still =
  (color: string, alcohol: readonly [number, number]) =>
  (parts: readonly string[], extra: OptionExtra = {}) =>
    option('subcat_still', color, parts, { alcohol, ...extra });

export const red = still('Red', [12.5, 14.5]);
export const white = still('White', [11.5, 13.5]);
export const rose = still('Rosé', [11.5, 13]);

export function sparkling(parts: readonly string[], extra: OptionExtra = {}): StyleOption {
  return option('subcat_sparkling', 'Sparkling', parts, {
    alcohol: [11.5, 12.5],
    styles: ['Brut', 'Brut', 'Extra Brut', 'Brut Nature'],
    ...extra,
  });
}

export function sparklingRose(parts: readonly string[], extra: OptionExtra = {}): StyleOption {
  return option('subcat_sparkling', 'Rosé', parts, {
    alcohol: [11.5, 12.5],
    styles: ['Brut'],
    ...extra,
  });
}

export function fortified(
  color: string,
  parts: readonly string[],
  styles: readonly string[],
): StyleOption {
  return option('subcat_fortified', color, parts, { alcohol: [17, 20.5], styles });
}

export function dessert(parts: readonly string[], styles: readonly string[] = ['']): StyleOption {
  return option('subcat_dessert', 'White', parts, { alcohol: [8, 14], styles });
}

/** Skin-contact whites; the default colors have no Orange, so they are filed as White. */
export function orange(parts: readonly string[]): StyleOption {
  return option('subcat_orange', 'White', parts, { alcohol: [12, 13.5] });
}
