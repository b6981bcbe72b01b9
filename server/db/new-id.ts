import { randomBytes } from 'node:crypto';
import { shortIdFrom } from '../../domain/short-id.js';

/** A new id for a row of a restaurant (profile, format, location, listing, color). */
export function newId(): string {
  const bytes = randomBytes(16);
  let index = 0;
  return shortIdFrom(() => {
    if (index >= bytes.length) {
      bytes.set(randomBytes(16));
      index = 0;
    }
    return bytes[index++] ?? 0;
  });
}
