import type { TFunction } from 'i18next';
import { isReason, type Reason } from '../../domain/reasons.js';
import { ApiError } from './api-client.js';

/** The refusal the server named, or null for anything else (no connection, a crash, a bug). */
export function reasonOf(error: unknown): Reason | null {
  return error instanceof ApiError ? error.reason : null;
}

/** The variables a refusal's text may name (a wine, a category): the object in `details`. */
function variables(error: ApiError): Record<string, unknown> {
  const { details } = error;
  return typeof details === 'object' && details !== null && !Array.isArray(details)
    ? (details as Record<string, unknown>)
    : {};
}

/**
 * What to tell the user about a failed request, in their language: the server's refusal by its
 * reason; `fallback` (the screen's own "could not save") when the server gave none, or failed on
 * its side, where its words would not help.
 */
export function errorText(t: TFunction, error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || error.reason === null || error.status >= 500) {
    return fallback;
  }
  return t(`reasons.${error.reason}`, variables(error));
}

/** The ids a refusal names (`details.ids`: the QR codes that clashed, the bottles not found). */
export function refusedIds(error: unknown): string[] {
  if (!(error instanceof ApiError)) return [];
  const { ids } = variables(error);
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
}

/**
 * What to tell the user when a batch or a QR change failed (nothing changed: all or nothing):
 * the refusal, followed by the ids it names (`Failed: QR-1, QR-2`); `fallback` for anything else.
 */
export function batchErrorText(t: TFunction, error: unknown, fallback: string): string {
  const text = errorText(t, error, fallback);
  const ids = reasonOf(error) === null ? [] : refusedIds(error);
  return ids.length > 0
    ? `${text} ${t('scanning.messages.failedIds', { ids: ids.join(', ') })}`
    : text;
}

/** The other wine's name when the server answered Barcode In Use; null for any other error. */
export function barcodeOwnerName(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.reason !== 'barcode-in-use') return null;
  const { productName } = variables(error);
  return typeof productName === 'string' ? productName : '';
}

/**
 * The fields a request was refused for (`invalid-field`: details list each field, by its path in
 * the request, with the reason its schema named), or none.
 */
export function refusedFields(error: unknown): Array<{ field: string; reason: Reason }> {
  if (!(error instanceof ApiError) || !Array.isArray(error.details)) return [];
  return error.details.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const { field, reason } = item as { field?: unknown; reason?: unknown };
    if (typeof field !== 'string') return [];
    return [{ field, reason: isReason(reason) ? reason : 'invalid-field' }];
  });
}
