/** What other features may use of this one; everything else in the folder is its own. */

export { scanFeedback } from './feedback.js';
export { INTAKE_BOX, scannerTitleKeys } from './scan-rules.js';
export { Scanner } from './scanner.js';
export { ScannerModal } from './scanner-modal.js';
