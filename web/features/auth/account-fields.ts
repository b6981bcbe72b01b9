import type { TFunction } from 'i18next';
import { MIN_PASSWORD_LENGTH } from '../../../domain/auth-rules.js';

type Message = (translate: TFunction) => string;

/** The text fields of the forms that make an account, but the password. */
export type AccountField = 'displayName' | 'restaurantName' | 'email' | 'inviteCode';

/**
 * docs/product.md §5, for the forms that make an account (sign-up, join): every named field must
 * hold more than spaces and the password its length, checked here so no request is made. Returns
 * the message to show, or null when the form may be sent.
 */
export function accountFieldsRefusal<Field extends AccountField>(
  form: Record<Field | 'password', string>,
  required: readonly Field[],
): Message | null {
  const blank = required.find((name) => form[name].trim() === '');
  if (blank !== undefined) {
    return (translate) =>
      translate('signup.fieldRequired', { field: translate(`signup.${blank}`) });
  }
  if (form.password.length < MIN_PASSWORD_LENGTH) {
    return (translate) => translate('reasons.password-too-short');
  }
  return null;
}
