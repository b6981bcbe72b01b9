/** What other features may use of this one: a barcode input with its camera button. */
export { BarcodeField } from './barcode-field.js';
