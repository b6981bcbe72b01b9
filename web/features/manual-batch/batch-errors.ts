import type { TFunction } from 'i18next';
import { batchMessages } from '../../../domain/batch-commands.js';
import { ApiError } from '../../lib/api-client.js';
import { translateServerMessage } from '../../lib/server-message.js';
import { lastSix } from '../wine-detail/display.js';

/** The ids a batch error names (`details.ids`), if any. */
export function errorIds(error: unknown): string[] {
  if (!(error instanceof ApiError)) return [];
  const details = error.details;
  if (typeof details !== 'object' || details === null || !('ids' in details)) return [];
  const ids: unknown = details.ids;
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
}

/**
 * What to tell the user when a batch failed (nothing changed: batches are all or nothing):
 * Bottle not found! with the bottles it means, another refusal as the server said it, and the
 * generic failure for anything else (no connection, server error).
 */
export function batchErrorText(t: TFunction, error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) {
    return t('managers.messages.failed');
  }
  const ids = errorIds(error).map(lastSix);
  const base =
    error.message === batchMessages.bottleNotFound
      ? t('managers.messages.bottleNotFound')
      : error.message === batchMessages.alreadyInList
        ? t('managers.messages.alreadyInList')
        : translateServerMessage(t, error.message);
  return ids.length > 0 ? `${base} (${ids.join(', ')})` : base;
}
