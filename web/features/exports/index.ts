/** What other features may use of this one; everything else in the folder is its own. */
export { downloadBlob } from './csv-export.js';
export { ExportManager } from './export-manager.js';
export { escapeHtml } from './report-html.js';
