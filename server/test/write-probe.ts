import { randomUUID } from 'node:crypto';
import type { Writer } from '../db/writer.js';

/**
 * A real write through the Writer (one transaction, one change-log row, a new revision, pushed after
 * commit) for live-feed tests that must not depend on any one feature's endpoints.
 */
export async function writeProbe(
  writer: Writer,
  who: { userId: string; restaurantId: string },
  label = randomUUID(),
): Promise<string> {
  const id = randomUUID();
  await writer.write(who, async (tx, record) => {
    await tx
      .insertInto('locations')
      .values({ restaurant_id: who.restaurantId, id, name: `Probe ${label}` })
      .execute();
    record({
      entity: 'location',
      id,
      op: 'put',
      action: 'location.add',
      data: { id, name: `Probe ${label}`, bins: [] },
    });
  });
  return id;
}
