import { type ErrorCode, errorStatus } from '../../domain/errors.js';
import { messages } from '../../domain/messages.js';

/** An error the client is meant to see: its code picks the HTTP status, its message is shown. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): number {
    return errorStatus[this.code];
  }
}

/** Another restaurant's id is answered exactly like an id that does not exist. */
export function notFound(): AppError {
  return new AppError('not-found', messages.notFound);
}
