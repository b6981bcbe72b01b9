// The secrets a client holds (a session token, an invite code) and the digest the database keeps
// of them: sessions and invites both use them, so they live below both features.
import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: the session token the browser holds. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this digest is stored, so a copy of the database holds no usable secret. */
export function digest(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
