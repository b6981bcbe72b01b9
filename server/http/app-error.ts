import type { ApiErrorBody } from '../../domain/errors.js';
import { errorStatus } from '../../domain/errors.js';
import { type Reason, reasonMessage, reasons } from '../../domain/reasons.js';

/**
 * A refusal the client is meant to see. Its reason (domain/reasons.ts) picks the error code, the
 * HTTP status and the English message; `details` carries the variables (the ids that clashed,
 * the wine that has the barcode).
 */
export class AppError extends Error {
  constructor(
    readonly reason: Reason,
    readonly details?: unknown,
  ) {
    super(reasonMessage(reason, details));
    this.name = 'AppError';
  }

  get code(): ApiErrorBody['error']['code'] {
    return reasons[this.reason].code;
  }

  get status(): number {
    return errorStatus[this.code];
  }
}

/** Another restaurant's id is answered exactly like an id that does not exist. */
export function notFound(): AppError {
  return new AppError('not-found');
}

/** The one error body; `message` defaults to the reason's own sentence. */
export function errorBody(
  reason: Reason,
  details?: unknown,
  message = reasonMessage(reason, details),
): ApiErrorBody {
  const error = { code: reasons[reason].code, reason, message };
  return { error: details === undefined ? error : { ...error, details } };
}
