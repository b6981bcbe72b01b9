import { ApiError } from '../../lib/api-client.js';
import { reasonOf } from '../../lib/server-error.js';

/** The other wine's name when the server answered Barcode In Use; null for any other error. */
export function barcodeOwnerName(error: unknown): string | null {
  if (!(error instanceof ApiError) || reasonOf(error) !== 'barcode-in-use') return null;
  const { details } = error;
  const name =
    typeof details === 'object' && details !== null && 'wineName' in details
      ? details.wineName
      : null;
  return typeof name === 'string' ? name : '';
}
