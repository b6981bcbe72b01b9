import type { TFunction } from 'i18next';
import type { Reason } from '../../../domain/reasons.js';
import { ApiError } from '../api-client.js';
import { errorText, reasonOf } from '../server-error.js';

/** An error kept as a function of t, so it follows a language switch made after it appeared. */
export type ErrorText = (t: TFunction) => string;

/**
 * What to tell the user when a manager's request fails: the server's refusal in the user's
 * language; an item deleted meanwhile as gone; anything unexpected (server error, no
 * connection) as `fallback` (Error, Could not save category changes.).
 */
export function describeError(error: unknown, fallback: ErrorText): ErrorText {
  const reason = reasonOf(error);
  if (reason === 'not-found') return (t) => t('settings.gone');
  if (reason === null || (error instanceof ApiError && error.status >= 500)) return fallback;
  return (t) => errorText(t, error, fallback(t));
}

export const saveFailed: ErrorText = (t) => t('settings.saveFailed');

/** A refusal of a delete because the item is in use (`reason`), not a stale edit. */
export function isInUse(error: unknown, reason: Reason): boolean {
  return reasonOf(error) === reason;
}
