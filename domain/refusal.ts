import type { Reason } from './reasons.js';

/**
 * A schema check that refuses with a reason: the reason key travels as the message and
 * the server's error handler turns it into the reason's code, sentence and translation key.
 */
export function refusal(reason: Reason): { message: Reason } {
  return { message: reason };
}
