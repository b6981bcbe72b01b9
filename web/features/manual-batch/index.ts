/** What other features may use of this one; everything else in the folder is its own. */

export type { ListItem } from './bottle-list.js';
export { BottleList } from './bottle-list.js';
export { ManualBatchManager } from './manual-batch-manager.js';
export { MovePanel } from './move-panel.js';
export { RemoveConfirm } from './remove-confirm.js';
export { SelectionToolbar } from './selection-toolbar.js';
export type { BottleFilter } from './use-managed-bottles.js';
export { useManagedBottles } from './use-managed-bottles.js';
