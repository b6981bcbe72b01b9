/** What other features may use of this one; everything else in the folder is its own. */

export type { ListItem } from './bottle-list.js';
export { BottleList } from './bottle-list.js';
export { ActionError, ManagerFooter, useFooterDialogs } from './manager-footer.js';
export { MovePanel, MoveSelected } from './move-panel.js';
export { SelectionToolbar } from './selection-toolbar.js';
export { useManagedBottles } from './use-managed-bottles.js';
