import { looksLikeProductBarcode } from '../../../domain/batch-commands.js';
import type { Reason } from '../../../domain/reasons.js';

export type BatchKind = 'add' | 'move' | 'remove';

/** Why a scanned code stays out of the list: the reason the server would give. */
export type Rejection = Extract<
  Reason,
  'not-a-bottle-id' | 'qr-in-use' | 'already-in-list' | 'bottle-not-found'
>;

/**
 * Checks a scanned code before it enters a batch list; the server still has the last word.
 * Add wants new QR ids (not product barcodes, not in inventory); move and remove want bottles
 * that exist.
 */
export function checkBatchScan(
  kind: BatchKind,
  code: string,
  list: readonly string[],
  inInventory: (id: string) => boolean,
): Rejection | null {
  if (kind === 'add' && looksLikeProductBarcode(code)) return 'not-a-bottle-id';
  if (list.includes(code)) return 'already-in-list';
  if (kind === 'add') return inInventory(code) ? 'qr-in-use' : null;
  return inInventory(code) ? null : 'bottle-not-found';
}
