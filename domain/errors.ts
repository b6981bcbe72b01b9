import type { Reason } from './reasons.js';

/**
 * The error codes (the callable status names the first version of the app used) and the HTTP
 * status each one maps to. Every API error has the shape `{ error: { code, reason, message } }`:
 * `reason` (domain/reasons.ts) says which refusal it is, `message` says it in English.
 */
export const errorStatus = {
  'invalid-argument': 400,
  unauthenticated: 401,
  'permission-denied': 403,
  'not-found': 404,
  aborted: 409,
  'already-exists': 409,
  'resource-exhausted': 429,
  cancelled: 499,
  internal: 500,
  unimplemented: 501,
  unavailable: 503,
  'deadline-exceeded': 504,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export interface ApiErrorBody {
  error: { code: ErrorCode; reason: Reason; message: string; details?: unknown };
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && value in errorStatus;
}
