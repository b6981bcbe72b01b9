import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id; the package exports it as a const enum, which isolated modules cannot read.
const ARGON2ID = 2;

/** argon2id at OWASP's recommended minimum: 19 MiB memory, 2 iterations, 1 lane. */
const options = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/**
 * The same password typed on two keyboards may arrive composed (é) or decomposed (e + ´):
 * both are hashed and checked in their composed form (NFC).
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password.normalize('NFC'), options);
}

// Verified against when the email is unknown, so a miss costs the same time as a wrong password.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(
  storedHash: string | null,
  password: string,
): Promise<boolean> {
  if (storedHash === null) {
    dummyHash ??= hashPassword('not-a-real-password');
    await verify(await dummyHash, password);
    return false;
  }
  const composed = password.normalize('NFC');
  try {
    if (await verify(storedHash, composed)) return true;
    // A hash made before passwords were normalised holds the password as it was typed then.
    return composed !== password && (await verify(storedHash, password));
  } catch {
    return false;
  }
}
