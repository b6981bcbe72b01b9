export const SHORT_ID_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
export const SHORT_ID_LENGTH = 10;

/**
 * Ten base-62 characters (about 59.5 random bits) from the given random bytes. Ids are unique per
 * restaurant by primary key, where even 100,000 rows collide with odds below one in ten million;
 * a UUID would cost three times the bytes in every snapshot and change.
 */
export function shortIdFrom(nextByte: () => number): string {
  let id = '';
  while (id.length < SHORT_ID_LENGTH) {
    const byte = nextByte();
    // Rejection keeps every character equally likely (248 = 4 × 62).
    if (byte < 248) id += SHORT_ID_ALPHABET.charAt(byte % 62);
  }
  return id;
}
