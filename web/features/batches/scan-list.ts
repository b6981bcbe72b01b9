import { looksLikeProductBarcode } from '../../../domain/batch-commands.js';
import type { Reason } from '../../../domain/reasons.js';

export type BatchKind = 'add' | 'move' | 'remove';

/** Why a scanned code stays out of the list: the reason the server would give. */
export type Rejection = Extract<
  Reason,
  'not-a-bottle-id' | 'qr-in-use' | 'already-in-list' | 'bottle-not-found'
>;

/**
 * Checks a scanned code before the server is asked about it: add wants QR ids, not product
 * barcodes; no list takes a code twice (`list`: the codes listed or being checked).
 */
export function checkScannedCode(
  kind: BatchKind,
  code: string,
  list: Iterable<string>,
): Rejection | null {
  if (kind === 'add' && looksLikeProductBarcode(code)) return 'not-a-bottle-id';
  for (const listed of list) if (listed === code) return 'already-in-list';
  return null;
}

/**
 * Checks a scanned code once the server said whether it is a bottle of the inventory (the tab
 * does not hold every bottle): add wants new ids, move and remove want bottles that exist. The
 * server still has the last word when the batch is sent.
 */
export function checkScannedBottle(kind: BatchKind, inInventory: boolean): Rejection | null {
  if (kind === 'add') return inInventory ? 'qr-in-use' : null;
  return inInventory ? null : 'bottle-not-found';
}
