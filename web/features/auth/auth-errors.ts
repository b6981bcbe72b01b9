import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api-client.js';
import { translateServerMessage } from '../../lib/server-message.js';

/** 429 is the one failure where the server's own words (wait and retry) help the user. */
function rateLimitMessage(t: TFunction, error: unknown): string | null {
  return error instanceof ApiError && error.status === 429
    ? translateServerMessage(t, error.message)
    : null;
}

/** SPEC.md §8: any login failure reads the same, so it never tells which part was wrong. */
export function loginErrorMessage(t: TFunction, error: unknown): string {
  return rateLimitMessage(t, error) ?? t('messages.invalidLogin');
}

/** SPEC.md §8: the two failures a user can fix are named; everything else is generic. */
export function signupErrorMessage(t: TFunction, error: unknown): string {
  const limited = rateLimitMessage(t, error);
  if (limited !== null) return limited;
  if (error instanceof ApiError && error.code === 'permission-denied') {
    return t('messages.invalidInvite');
  }
  if (error instanceof ApiError && error.code === 'already-exists') return t('messages.emailTaken');
  return t('messages.signupFailed');
}
