/**
 * The manual-entry rules, in one place (docs/product.md §3). A manual entry is a bottle without
 * a QR code; its id is MAN, a timestamp and an index (MAN1763795000000-001).
 */
const MANUAL_BOTTLE_PREFIX = 'MAN';

export function manualBottleId(timestampMs: number, index: number): string {
  return `${MANUAL_BOTTLE_PREFIX}${timestampMs}-${String(index).padStart(3, '0')}`;
}

/** A bottle made without a QR code: it has no QR to remove. */
export function isManualEntry(id: string): boolean {
  return id.startsWith(MANUAL_BOTTLE_PREFIX);
}

/** What countsAsManual looks for, for SQL that picks the same bottles (a stock count's quantities). */
export const COUNTS_AS_MANUAL_PREFIX = 'M';

/**
 * Whether the drawer, the Manual Entries manager and a stock count count a bottle as manual: any
 * id starting with M, wider than isManualEntry, as the first version of the app counted them.
 */
export function countsAsManual(id: string): boolean {
  return id.startsWith(COUNTS_AS_MANUAL_PREFIX);
}
