import { BatchAddDialog } from './batch-add-dialog.js';
import { BatchMoveDialog } from './batch-move-dialog.js';
import { BatchRemoveDialog } from './batch-remove-dialog.js';
import type { BatchKind } from './scan-list.js';

interface BatchScanDialogProps {
  kind: BatchKind;
  onClose: () => void;
  /** After the batch was saved (defaults to onClose); the add-bottle dialog closes with it. */
  onDone?: () => void;
  /** Batch add: the format the scanned QR ids become bottles of. */
  formatId?: string;
  locationId?: string | null;
  bin?: string;
}

/**
 * Batch add, move and remove by scanning (docs/product.md §2, §5): one list, one server call.
 * Each mode is its own dialog over the same frame (batch-scan-frame.tsx) and scanned list
 * (use-scanned-bottles.ts).
 */
export function BatchScanDialog({
  kind,
  onClose,
  onDone = onClose,
  ...preset
}: BatchScanDialogProps) {
  if (kind === 'add') return <BatchAddDialog onClose={onClose} onDone={onDone} {...preset} />;
  if (kind === 'move') return <BatchMoveDialog onClose={onClose} onDone={onDone} {...preset} />;
  return <BatchRemoveDialog onClose={onClose} onDone={onDone} />;
}
