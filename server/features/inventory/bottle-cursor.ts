import { AppError } from '../../http/app-error.js';

/**
 * Where a page of bottles ended, as the client receives it: opaque (base64url of a tagged list),
 * so a client keeps it as it is, and a position the server never gave is refused instead of read
 * as some bottle id.
 */
const TAG = 'bottle-id';

export function cursorAfter(bottleId: string): string {
  return Buffer.from(JSON.stringify([TAG, bottleId])).toString('base64url');
}

/** The bottle id a cursor ends at; `cursor-invalid` when it is not one cursorAfter made. */
export function bottleIdOf(cursor: string): string {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new AppError('cursor-invalid');
  }
  if (
    !Array.isArray(decoded) ||
    decoded.length !== 2 ||
    decoded[0] !== TAG ||
    typeof decoded[1] !== 'string' ||
    decoded[1] === ''
  ) {
    throw new AppError('cursor-invalid');
  }
  return decoded[1];
}
