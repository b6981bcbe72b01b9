/**
 * What other features may use of this one; everything else in the folder is its own. The screen
 * itself is a chunk of its own, loaded through these.
 */

export { type PrintPage, printHtml } from './print-html.js';
export { preloadReports } from './reports-dialog.js';
export { reportsScreen } from './screen.js';
