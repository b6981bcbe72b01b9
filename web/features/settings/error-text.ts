import type { TFunction } from 'i18next';
import { restaurantMessages } from '../../../domain/restaurant-commands.js';
import { ApiError } from '../../lib/api-client.js';
import { translateServerMessage } from '../../lib/server-message.js';

/** An error kept as a function of t, so it follows a language switch made after it appeared. */
export type ErrorText = (t: TFunction) => string;

type MessageKey = keyof typeof restaurantMessages;

/** The translation of each message the managers' endpoints send (domain/restaurant-commands.ts). */
const translated: Partial<Record<MessageKey, (t: TFunction) => string>> = {
  locationNameInvalid: (t) => t('locations.nameInvalid'),
  locationInUse: (t) => t('locations.inUse'),
  binInUse: (t) => t('locations.binInUse'),
  categoryInvalid: (t) => t('categories.categoryInvalid'),
  categoryNamesRequired: (t) => t('categories.namesRequired'),
  subcategoryInvalid: (t) => t('categories.subcategoryInvalid'),
  listingNeedsPrice: (t) => t('glass.needsPrice'),
  colorNameInvalid: (t) => t('colors.nameInvalid'),
  stale: (t) => t('settings.stale'),
};

function knownMessage(text: string): ((t: TFunction) => string) | undefined {
  const key = (Object.keys(restaurantMessages) as MessageKey[]).find(
    (candidate) => restaurantMessages[candidate] === text,
  );
  return key === undefined ? undefined : translated[key];
}

/**
 * What to tell the user when a manager's request fails: the server's rule in the user's
 * language; a refusal we have no words for as the server said it; anything unexpected (server
 * error, no connection) as `fallback` (SPEC.md §8: Error, Could not save category changes.).
 */
export function describeError(error: unknown, fallback: ErrorText): ErrorText {
  if (!(error instanceof ApiError)) return fallback;
  const known = knownMessage(error.message);
  if (known) return known;
  if (error.code === 'not-found') return (t) => t('settings.gone');
  if (error.status >= 400 && error.status < 500) {
    return (t) => translateServerMessage(t, error.message);
  }
  return fallback;
}

export const saveFailed: ErrorText = (t) => t('settings.saveFailed');

/** A 409 that refuses a delete because the item is in use (not a stale edit). */
export function isInUse(error: unknown, message?: string): boolean {
  return (
    error instanceof ApiError &&
    error.code === 'aborted' &&
    error.message !== restaurantMessages.stale &&
    (message === undefined || error.message === message)
  );
}
