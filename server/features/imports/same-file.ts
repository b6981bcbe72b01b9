import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AlreadyImported } from '../../../domain/import-api.js';
import type { Database } from '../../db/schema.js';

/**
 * The same file imported twice would double the stock without a word (decision 0022): each
 * import keeps the SHA-256 of its file's bytes, and a file whose content an import still in
 * place came from is named before it is imported again.
 */
export function fileHash(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** The latest import of this content that was not undone, with who made it; null if none. */
export async function earlierImport(
  db: Kysely<Database>,
  restaurantId: string,
  hash: string,
): Promise<AlreadyImported | null> {
  const row = await db
    .selectFrom('imports')
    .leftJoin('users', 'users.id', 'imports.created_by_user_id')
    .select(['imports.created_at', 'imports.file_name', 'users.display_name'])
    .where('imports.restaurant_id', '=', restaurantId)
    .where('imports.file_hash', '=', hash)
    .where('imports.undone_at', 'is', null)
    .orderBy('imports.created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) return null;
  return { at: row.created_at, by: row.display_name ?? '', fileName: row.file_name };
}
