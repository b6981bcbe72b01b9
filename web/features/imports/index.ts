/** What other features may use of this one; everything else in the folder is its own. */
export { FileStep } from './file-step.js';
export { ImportPanel } from './import-panel.js';
export { whenText } from './when-text.js';
