import { fieldVisibility } from './field-visibility.js';

/**
 * What a format's vintage and bottle size may be (docs/product.md §3), once for the form and the
 * server: a vintage is a year from 1800 to next year (wine sold en primeur carries next year's),
 * NV for a blend of years, or empty where the category has none; a bottle size is a whole number
 * of millilitres from a miniature to the largest bottle made (Melchizedek, 30 L).
 */
export const FIRST_VINTAGE = 1800;
export const BOTTLE_SIZE_ML = { min: 20, max: 30_000 } as const;

const NON_VINTAGE = 'NV';

export function lastVintage(now: Date = new Date()): number {
  return now.getFullYear() + 1;
}

/** The vintage as stored (`nv` becomes `NV`), or null when it is not one. */
export function normalizeVintage(raw: string, now: Date = new Date()): string | null {
  const vintage = raw.trim();
  if (vintage === '') return '';
  if (vintage.toUpperCase() === NON_VINTAGE) return NON_VINTAGE;
  if (!/^\d{4}$/.test(vintage)) return null;
  const year = Number(vintage);
  return year >= FIRST_VINTAGE && year <= lastVintage(now) ? vintage : null;
}

/**
 * How a vintage reads everywhere (cards, tree, detail, managers, menu, report, CSV): a blank one
 * (a beer, a whisky) reads NV, as a blend of years does; the report and the CSV left it blank.
 */
export function vintageText(vintage: string): string {
  return vintage.trim() === '' ? NON_VINTAGE : vintage.trim();
}

/**
 * How a vintage reads on the menus (the guest page, the staff /menu): NV (non-vintage) is a
 * wine's word, so it reads NV only where the category has vintages (field-visibility.ts); a
 * whisky, a beer or a liqueur without a year shows none, even one stored as NV by an import.
 */
export function menuVintageText(vintage: string, mainCategory: string): string {
  const text = vintageText(vintage);
  return text === NON_VINTAGE && !fieldVisibility(mainCategory).vintage ? '' : text;
}

export function isBottleSize(ml: number): boolean {
  return Number.isInteger(ml) && ml >= BOTTLE_SIZE_ML.min && ml <= BOTTLE_SIZE_ML.max;
}
