import type { Bottle } from '../../../domain/inventory.js';
import type { Tx } from '../../live/writer.js';
import { toBottle } from '../inventory/row-mappers.js';

// Keeps each statement's bound parameters well under SQLite's limit.
const CHUNK = 500;

function chunks<T>(items: readonly T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += CHUNK)
    result.push(items.slice(start, start + CHUNK));
  return result;
}

/** Moves the bottles in one statement per chunk; returns those that existed. */
export async function moveBottles(
  tx: Tx,
  restaurantId: string,
  ids: readonly string[],
  placement: { locationId: string | null; bin: string },
): Promise<Bottle[]> {
  const moved: Bottle[] = [];
  for (const part of chunks(ids)) {
    const rows = await tx
      .updateTable('bottles')
      .set({ location_id: placement.locationId, bin: placement.bin })
      .where('restaurant_id', '=', restaurantId)
      .where('id', 'in', part)
      .returningAll()
      .execute();
    moved.push(...rows.map(toBottle));
  }
  return moved;
}

export async function reprofileBottles(
  tx: Tx,
  restaurantId: string,
  ids: readonly string[],
  formatId: string,
): Promise<Bottle[]> {
  const changed: Bottle[] = [];
  for (const part of chunks(ids)) {
    const rows = await tx
      .updateTable('bottles')
      .set({ format_id: formatId })
      .where('restaurant_id', '=', restaurantId)
      .where('id', 'in', part)
      .returningAll()
      .execute();
    changed.push(...rows.map(toBottle));
  }
  return changed;
}

export async function deleteBottles(
  tx: Tx,
  restaurantId: string,
  ids: readonly string[],
): Promise<Bottle[]> {
  const removed: Bottle[] = [];
  for (const part of chunks(ids)) {
    const rows = await tx
      .deleteFrom('bottles')
      .where('restaurant_id', '=', restaurantId)
      .where('id', 'in', part)
      .returningAll()
      .execute();
    removed.push(...rows.map(toBottle));
  }
  return removed;
}

export async function existingFormatIds(
  tx: Tx,
  restaurantId: string,
  ids: readonly string[],
): Promise<Set<string>> {
  const found = new Set<string>();
  for (const part of chunks(ids)) {
    const rows = await tx
      .selectFrom('formats')
      .select('id')
      .where('restaurant_id', '=', restaurantId)
      .where('id', 'in', part)
      .execute();
    for (const row of rows) found.add(row.id);
  }
  return found;
}

/** The ids among `wanted` that are not in `found`, in the order asked. */
export function missingIds(wanted: readonly string[], found: Iterable<{ id: string }>): string[] {
  const present = new Set<string>();
  for (const item of found) present.add(item.id);
  return wanted.filter((id) => !present.has(id));
}
