import type { Kysely } from 'kysely';
import type { QueuedChange } from '../../../domain/sync.js';
import type { Database } from '../../db/schema.js';
import type { AppError } from '../../http/app-error.js';
import type { Refusal } from './sync-apply.js';

/** The details a phone can show: texts and numbers; a list of ids becomes one text. */
function flatDetails(details: unknown): Refusal['details'] {
  if (typeof details !== 'object' || details === null) return undefined;
  const flat: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(details)) {
    if (typeof value === 'string' || typeof value === 'number') flat[key] = value;
    else if (Array.isArray(value)) flat[key] = value.map(String).join(', ');
  }
  return Object.keys(flat).length > 0 ? flat : undefined;
}

/** The bottles a refused change named as not found: the batch's ids, or the drawer's one. */
function missingBottles(change: QueuedChange, error: AppError): string[] {
  if (error.reason === 'bottle-not-found') {
    const ids = (error.details as { ids?: unknown } | undefined)?.ids;
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
  }
  const single = change.operation === 'updateBottle' || change.operation === 'removeBottle';
  const id = change.input.params?.id;
  return error.reason === 'not-found' && single && id ? [id] : [];
}

/**
 * Why a change no longer applies, said plainly: a bottle that someone removed meanwhile is
 * `bottle-removed-by` who and when (removed_bottles keeps the last removal of each id); any other
 * refusal is its command's own reason (a finished count, a deleted location...).
 */
export async function explainRefusal(
  db: Kysely<Database>,
  restaurantId: string,
  change: QueuedChange,
  error: AppError,
): Promise<Refusal> {
  const missing = missingBottles(change, error);
  if (missing.length > 0) {
    const removed = await db
      .selectFrom('removed_bottles')
      .leftJoin('users', (join) =>
        join
          .onRef('users.id', '=', 'removed_bottles.removed_by_user_id')
          .on('users.restaurant_id', '=', restaurantId),
      )
      .select(['removed_bottles.id', 'removed_bottles.removed_at', 'users.display_name'])
      .where('removed_bottles.restaurant_id', '=', restaurantId)
      .where('removed_bottles.id', 'in', missing)
      .orderBy('removed_bottles.removed_at', 'desc')
      .executeTakeFirst();
    if (removed) {
      return {
        reason: 'bottle-removed-by',
        details: { by: removed.display_name ?? '', at: removed.removed_at, bottleId: removed.id },
      };
    }
  }
  const details = flatDetails(error.details);
  return details ? { reason: error.reason, details } : { reason: error.reason };
}
