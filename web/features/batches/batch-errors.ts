import type { TFunction } from 'i18next';
import { errorText, reasonOf, refusedIds } from '../../lib/server-error.js';

/** A batch error in the user's language, naming the ids the server refused. */
export function batchErrorText(t: TFunction, error: unknown, fallback: string): string {
  const text = errorText(t, error, fallback);
  const ids = reasonOf(error) === null ? [] : refusedIds(error);
  return ids.length > 0
    ? `${text} ${t('scanning.messages.failedIds', { ids: ids.join(', ') })}`
    : text;
}
