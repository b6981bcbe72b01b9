import type { TFunction } from 'i18next';
import { reasonOf } from '../../lib/server-error.js';

/** Too many attempts is the one failure where the server's words (wait and retry) help. */
function rateLimitMessage(t: TFunction, error: unknown): string | null {
  return reasonOf(error) === 'too-many-attempts' ? t('reasons.too-many-attempts') : null;
}

/** Any login failure reads the same, so it never tells which part was wrong. */
export function loginErrorMessage(t: TFunction, error: unknown): string {
  return rateLimitMessage(t, error) ?? t('reasons.invalid-login');
}

/** The failures a user can fix are named; everything else is generic. */
export function signupErrorMessage(t: TFunction, error: unknown): string {
  const limited = rateLimitMessage(t, error);
  if (limited !== null) return limited;
  const reason = reasonOf(error);
  if (
    reason === 'invalid-invite' ||
    reason === 'email-taken' ||
    reason === 'former-member-password'
  )
    return t(`reasons.${reason}`);
  return t('messages.signupFailed');
}
