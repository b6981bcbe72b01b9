import type { ErrorCode } from './errors.js';

/** The refusals of a phone's offline changes replayed (decision 0046), part of `reasons` (domain/reasons.ts). */
export const syncReasons = {
  /** An earlier change of the device has not reached the server: this one waits for it. */
  'sync-out-of-order': {
    code: 'aborted',
    message: 'An earlier change from this phone has not been saved yet. It will be sent first.',
  },
  /** A queued change to a bottle someone removed meanwhile: `details` { by, at }. */
  'bottle-removed-by': {
    code: 'aborted',
    message: 'Removed by {{by}} at {{at}}.',
  },
  /** A device's changes replay under the member who first synced from it, no one else. */
  'sync-device-taken': {
    code: 'already-exists',
    message: 'This phone’s changes belong to another member. Sign in again to send yours.',
  },
  /**
   * A change settled so long ago that its answer is no longer kept (decision 0048): it was
   * applied or refused then, and nothing is done now.
   */
  'sync-outcome-expired': {
    code: 'aborted',
    message:
      'This change was settled long ago; its outcome is no longer kept. Nothing was changed now.',
  },
} as const satisfies Record<string, { code: ErrorCode; message: string }>;
