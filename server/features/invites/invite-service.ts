import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { digest } from '../../http/secret-token.js';
import { newInviteCode, normalizeInviteCode } from './invite-code.js';
import { consumeInvite, countInvites, insertInvite } from './invite-repo.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export function inviteDigest(code: string): string {
  return digest(normalizeInviteCode(code));
}

/** Creates single-use codes; only their digests are stored, so the codes are shown once. */
export async function createInvites(
  db: Kysely<Database>,
  count: number,
  ttlDays: number,
  now = new Date(),
): Promise<string[]> {
  const codes: string[] = [];
  const expiresAt = new Date(now.getTime() + ttlDays * DAY_MS).toISOString();
  for (let i = 0; i < count; i++) {
    const code = newInviteCode();
    await insertInvite(db, { codeHash: inviteDigest(code), now: now.toISOString(), expiresAt });
    codes.push(code);
  }
  return codes;
}

export function redeemInvite(
  db: Kysely<Database>,
  code: string,
  userId: string,
  now: string,
): Promise<boolean> {
  return consumeInvite(db, inviteDigest(code), userId, now);
}

/** On a brand-new database the server prints a code so the first person can sign up at once. */
export async function firstInviteIfEmpty(
  db: Kysely<Database>,
  ttlDays: number,
): Promise<string | null> {
  if ((await countInvites(db)) > 0) return null;
  const [code] = await createInvites(db, 1, ttlDays);
  return code ?? null;
}
