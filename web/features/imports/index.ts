/** What other features may use of this one; everything else in the folder is its own. */
export { ImportDialog } from './import-dialog.js';
export { ImportPanel } from './import-panel.js';
