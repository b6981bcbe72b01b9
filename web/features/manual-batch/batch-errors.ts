import type { TFunction } from 'i18next';
import { errorText, reasonOf, refusedIds } from '../../lib/server-error.js';
import { lastSix } from '../wine-detail/display.js';

/**
 * What to tell the user when a batch failed (nothing changed: batches are all or nothing): the
 * server's refusal with the bottles it names, and the generic failure for anything else (no
 * connection, server error).
 */
export function batchErrorText(t: TFunction, error: unknown): string {
  const text = errorText(t, error, t('managers.messages.failed'));
  const ids = reasonOf(error) === null ? [] : refusedIds(error).map(lastSix);
  return ids.length > 0 ? `${text} (${ids.join(', ')})` : text;
}
