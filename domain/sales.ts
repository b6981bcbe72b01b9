import { POURS, type PourSize } from './open-bottles.js';

/**
 * Point-of-sale sales (decision 0054): the files a POS exports, the items they name, and what an
 * item is to the cellar. Shared by the server (import, variance) and the web (matching screen).
 */

/** The POS exports recognised by their columns, and `mapped`: any file mapped by hand. */
export const SALES_SOURCES = ['toast', 'square', 'lightspeed', 'clover', 'mapped'] as const;
export type SalesSource = (typeof SALES_SOURCES)[number];

/** A POS item is a bottle sale of a format, a glass of a by-the-glass format, or neither. */
export const POS_ITEM_KINDS = ['bottle', 'glass', 'none'] as const;
export type PosItemKind = (typeof POS_ITEM_KINDS)[number];

/** The fields a hand-mapped sales file gives (`amount` and `location` optional). */
export const SALES_FIELDS = ['item', 'quantity', 'day', 'amount', 'location'] as const;
export type SalesField = (typeof SALES_FIELDS)[number];

/** How a POS item is known from one file to the next: its name without case or extra spaces. */
export function posItemKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** A header row's shape: its cells trimmed and lower-cased, for a hand mapping kept per shape. */
export function salesShapeKey(header: readonly string[]): string {
  return header.map((cell) => cell.trim().toLowerCase()).join('\u001f');
}

/** Glasses sold as bottles of the format's size: twelve 5 oz glasses of a 750 ml wine are 2.37. */
export function glassesAsBottles(glasses: number, pour: PourSize, volumeMl: number): number {
  return (glasses * POURS[pour]) / volumeMl;
}
