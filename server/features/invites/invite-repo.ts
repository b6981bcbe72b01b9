import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export async function insertInvite(
  db: Kysely<Database>,
  invite: { codeHash: string; now: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('invite_codes')
    .values({
      code_hash: invite.codeHash,
      created_at: invite.now,
      expires_at: invite.expiresAt,
      used_at: null,
      used_by_user_id: null,
    })
    .execute();
}

/**
 * Marks the code used if it is unused and unexpired, in one conditional write: of any number of
 * concurrent sign-ups with one code, exactly one sees a row updated.
 */
export async function consumeInvite(
  db: Kysely<Database>,
  codeHash: string,
  userId: string,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('invite_codes')
    .set({ used_at: now, used_by_user_id: userId })
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function countInvites(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('invite_codes')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
