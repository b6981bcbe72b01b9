import type { TFunction } from 'i18next';
import { MISSING_INFORMATION } from '../../../domain/field-visibility.js';
import { ApiError } from '../../lib/api-client.js';
import { translateServerMessage } from '../../lib/server-message.js';

/** The inventory server's messages (SPEC.md §5 and §8), word for word. */
export const DUPLICATE_PRODUCT =
  'Duplicate Product: A product with this exact general information already exists.';
export const FORMAT_HAS_BOTTLES =
  'Deletion Blocked: Cannot delete this format because it is linked to bottles.';
export const NO_PROFILE_ID =
  'Error, Could not determine the product profile ID. Bottles were not created.';
const BARCODE_IN_USE = /^Barcode In Use: This barcode is already assigned to (.*)\. Do you want/s;

/** The other wine's name when the server answered Barcode In Use; null for any other error. */
export function barcodeOwnerName(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.code !== 'already-exists') return null;
  const match = BARCODE_IN_USE.exec(error.message);
  return match ? (match[1] ?? '') : null;
}

/** A server error in the user's language: ours by key, any other as the server said it. */
export function inventoryErrorText(t: TFunction, error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  const owner = barcodeOwnerName(error);
  if (owner !== null) return t('inventory.messages.barcodeInUse', { name: owner });
  switch (error.message) {
    case DUPLICATE_PRODUCT:
      return t('inventory.messages.duplicateProduct');
    case FORMAT_HAS_BOTTLES:
      return t('inventory.messages.formatHasBottles');
    case NO_PROFILE_ID:
      return t('inventory.messages.noProfileId');
    case MISSING_INFORMATION:
      return t('inventory.messages.missingInformation');
    case 'QR Code already in use.':
      return t('inventory.messages.qrInUse');
  }
  if (error.message.includes(MISSING_INFORMATION))
    return t('inventory.messages.missingInformation');
  if (error.status === 0 || error.status >= 500) return fallback;
  return translateServerMessage(t, error.message);
}
