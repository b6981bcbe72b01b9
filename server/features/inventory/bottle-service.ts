import type { z } from 'zod';
import type { BottlePage, BottlePageQuery } from '../../../domain/bottle-page.js';
import type { Bottle } from '../../../domain/inventory.js';
import type {
  addBottlesRequestSchema,
  BottleHistoryEntry,
  updateBottleRequestSchema,
} from '../../../domain/inventory-commands.js';
import type { RemovalReason } from '../../../domain/removal-reasons.js';
import type { Db } from '../../db/database.js';
import type { RecordChange, Tx, Writer } from '../../db/writer.js';
import type { Actor } from '../../http/actor.js';
import { AppError, notFound } from '../../http/app-error.js';
import { readAtRevision } from '../restaurants/index.js';
import { addBottles } from './bottle-commands.js';
import { bottleIdOf, cursorAfter } from './bottle-cursor.js';
import { readBottleHistory } from './bottle-history.js';
import { pageScopeExists, readBottlePage } from './bottle-page-repo.js';
import * as bottles from './bottle-repo.js';
import { namingTakenIds } from './new-bottles.js';
import { checkPlacement } from './placement.js';
import { removeBottles } from './removals.js';

type AddBottles = z.output<typeof addBottlesRequestSchema>;
export type UpdateBottle = z.output<typeof updateBottleRequestSchema>;

export class BottleService {
  constructor(
    private readonly db: Db,
    private readonly writer: Writer,
  ) {}

  async add(actor: Actor, request: AddBottles): Promise<Bottle[]> {
    if (request.count + request.ids.length < 1) throw new AppError('nothing-to-add');
    return namingTakenIds(this.db.kysely, actor.restaurantId, request.ids, () =>
      this.writer.write(actor, (tx, record, historyId) =>
        addBottles({ tx, dialect: this.db.dialect, record, historyId }, actor, {
          locationId: request.locationId,
          bin: request.bin,
          formats: [{ formatId: request.formatId, count: request.count, ids: request.ids }],
        }),
      ),
    );
  }

  /** Location, bin and notes: what editing a bottle changes (docs/product.md §4). */
  async update(actor: Actor, bottleId: string, patch: UpdateBottle): Promise<Bottle> {
    return this.writer.write(actor, (tx, record) =>
      updateBottleIn(tx, record, actor.restaurantId, bottleId, patch),
    );
  }

  async remove(actor: Actor, bottleId: string, reason: RemovalReason): Promise<void> {
    await this.writer.write(actor, async (tx, record, historyId) => {
      const write = { tx, dialect: this.db.dialect, record, historyId };
      const removed = await removeBottles(write, actor, { ids: [bottleId], reason });
      if (removed.length === 0) throw notFound();
    });
  }

  /** Who added, moved, re-profiled or re-keyed the bottle, and when: read from the change log. */
  history(actor: Actor, bottleId: string): Promise<BottleHistoryEntry[]> {
    return readBottleHistory(this.db, actor.restaurantId, bottleId);
  }

  /**
   * The bottles a screen opens, a page at a time, read at a revision the live feed continues
   * from. Another restaurant's format, location or bin is not found, as an unknown one is.
   */
  async page(actor: Actor, query: BottlePageQuery): Promise<BottlePage> {
    const afterId = query.after === undefined ? undefined : bottleIdOf(query.after);
    // One more than asked: whether it comes back says if there is a next page.
    const { revision, value: rows } = await readAtRevision(
      this.db,
      actor.restaurantId,
      async (tx) => {
        if (!(await pageScopeExists(tx, actor.restaurantId, query))) throw notFound();
        return readBottlePage(tx, actor.restaurantId, query, afterId, query.limit + 1);
      },
    );
    const bottles = rows.slice(0, query.limit);
    const last = bottles.at(-1);
    const next = rows.length > query.limit && last ? cursorAfter(last.id) : null;
    return { revision, bottles, next };
  }
}

/**
 * Changes a bottle's location, bin and notes in the caller's transaction. `current`: the bottle
 * as the caller read it in this transaction, or it is read here.
 */
export async function updateBottleIn(
  tx: Tx,
  record: RecordChange,
  restaurantId: string,
  bottleId: string,
  patch: UpdateBottle,
  current?: Bottle,
): Promise<Bottle> {
  const before = current ?? (await bottles.findBottle(tx, restaurantId, bottleId));
  if (!before) throw notFound();
  const locationId = patch.locationId === undefined ? before.locationId : patch.locationId;
  const locationChanged = locationId !== before.locationId;
  const bin = patch.bin ?? (locationChanged ? '' : before.bin);
  const placement = await checkPlacement(tx, restaurantId, { locationId, bin });
  const bottle = await bottles.updateBottleRow(tx, restaurantId, bottleId, {
    location_id: placement.locationId,
    bin: placement.bin,
    ...(patch.notes !== undefined && { notes: patch.notes }),
  });
  if (!bottle) throw notFound();
  const moved = bottle.locationId !== before.locationId || bottle.bin !== before.bin;
  record(
    {
      entity: 'bottle',
      id: bottle.id,
      op: 'put',
      action: moved ? 'bottle.move' : 'bottle.update',
      data: bottle,
    },
    { before },
  );
  return bottle;
}
