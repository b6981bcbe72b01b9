import { looksLikeProductBarcode } from '../../../domain/batch-commands.js';

export type BatchKind = 'add' | 'move' | 'remove';

/** Why a scanned code stays out of the list (SPEC.md §5), as keys of batchMessages. */
export type Rejection = 'notABottleId' | 'qrInUse' | 'alreadyInList' | 'bottleNotFound';

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
  if (kind === 'add' && looksLikeProductBarcode(code)) return 'notABottleId';
  if (list.includes(code)) return 'alreadyInList';
  if (kind === 'add') return inInventory(code) ? 'qrInUse' : null;
  return inInventory(code) ? null : 'bottleNotFound';
}
