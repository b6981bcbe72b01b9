import type { GlassPourAnswer } from '../../../domain/glass-pour.js';
import type { Bottle } from '../../../domain/inventory.js';
import {
  FULL,
  POURS,
  type PourSize,
  pourAcross,
  type RecordLevelRequest,
  remainingAfterPour,
  remainingOfTenths,
  remainingOfWeight,
} from '../../../domain/open-bottles.js';
import type { Db } from '../../db/database.js';
import type { Author, RecordChange, Tx, Writer } from '../../db/writer.js';
import type { Actor } from '../../http/actor.js';
import { AppError, notFound } from '../../http/app-error.js';
import { type BottleWrite, removeBottles } from '../inventory/index.js';
import {
  firstOpenOfFormat,
  formatExists,
  lastPouredLocation,
  nextToOpen,
} from './glass-pour-repo.js';
import {
  type BottleToMeasure,
  findBottleToMeasure,
  type OpenValues,
  writeOpenState,
} from './open-bottle-repo.js';

/** A level or a pour: the bottle still open, or finished (removed, Poured by the glass). */
export interface OpenBottleAnswer {
  bottle: Bottle | null;
  finished: boolean;
}

/**
 * Opening, measuring, pouring and finishing a bottle (docs/product.md §4, decision 0044): each
 * one write, one change batch, followed live by every open screen.
 */
export class OpenBottleService {
  constructor(
    private readonly db: Db,
    private readonly writer: Writer,
  ) {}

  open(actor: Actor, id: string): Promise<Bottle> {
    return this.writer.write(actor, async (tx, record) => {
      const found = await findBottleToMeasure(tx, actor.restaurantId, id);
      if (!found) throw notFound();
      if (found.bottle.open) throw new AppError('bottle-already-open');
      return save(tx, record, actor.restaurantId, found, opening(), 'bottle.open');
    });
  }

  recordLevel(actor: Actor, id: string, level: RecordLevelRequest): Promise<OpenBottleAnswer> {
    return this.writer.write(actor, async (tx, record, historyId) => {
      const found = await openBottleIn(tx, actor.restaurantId, id);
      const { tenths = null, grams = null } = level;
      const remaining =
        tenths !== null ? remainingOfTenths(tenths) : remainingOfWeight(grams ?? 0, found);
      if (remaining === null) throw new AppError('format-not-weighed');
      if (remaining === 0) {
        return finish({ tx, dialect: this.db.dialect, record, historyId }, actor, id);
      }
      const values = {
        level_tenths: tenths,
        level_grams: tenths === null ? grams : null,
        remaining_permille: remaining,
      };
      const bottle = await save(tx, record, actor.restaurantId, found, values, 'bottle.level');
      return { bottle, finished: false };
    });
  }

  pour(actor: Actor, id: string, size: PourSize): Promise<OpenBottleAnswer> {
    return this.writer.write(actor, async (tx, record, historyId) => {
      const found = await openBottleIn(tx, actor.restaurantId, id);
      const open = found.bottle.open;
      if (!open) throw new AppError('bottle-not-open');
      const remaining = remainingAfterPour(open.remaining, POURS[size], found.bottleSize);
      const write = { tx, dialect: this.db.dialect, record, historyId };
      if (remaining === 0) return finish(write, actor, id);
      // The level measured stays what was measured; what remains is what the pours left.
      const values = {
        level_tenths: open.levelTenths,
        level_grams: open.levelGrams,
        remaining_permille: remaining,
      };
      const bottle = await save(tx, record, actor.restaurantId, found, values, 'bottle.pour');
      return { bottle, finished: false };
    });
  }

  /**
   * A glass of a format by the glass (decision 0053): poured from its bottle opened first, else
   * from its oldest bottle on hand, opened for it; a bottle it empties is finished (Poured by the
   * glass) and the rest of the glass comes from the next, opened too. One write: all or nothing.
   */
  pourGlass(actor: Actor, formatId: string, size: PourSize): Promise<GlassPourAnswer> {
    return this.writer.write(actor, (tx, record, historyId) =>
      pourGlassIn({ tx, dialect: this.db.dialect, record, historyId }, actor, formatId, size),
    );
  }

  async finish(actor: Actor, id: string): Promise<void> {
    await this.writer.write(actor, async (tx, record, historyId) => {
      await openBottleIn(tx, actor.restaurantId, id);
      await finish({ tx, dialect: this.db.dialect, record, historyId }, actor, id);
    });
  }
}

/** A bottle opened is full: 10/10. */
function opening(): OpenValues {
  return {
    opened_at: new Date().toISOString(),
    level_tenths: 10,
    level_grams: null,
    remaining_permille: remainingOfTenths(10),
  };
}

async function openBottleIn(tx: Tx, restaurantId: string, id: string): Promise<BottleToMeasure> {
  const found = await findBottleToMeasure(tx, restaurantId, id);
  if (!found) throw notFound();
  if (!found.bottle.open) throw new AppError('bottle-not-open');
  return found;
}

async function save(
  tx: Tx,
  record: RecordChange,
  restaurantId: string,
  found: BottleToMeasure,
  values: OpenValues,
  action: 'bottle.open' | 'bottle.level' | 'bottle.pour',
): Promise<Bottle> {
  const bottle = await writeOpenState(tx, restaurantId, found.bottle.id, values);
  if (!bottle) throw notFound();
  record(
    { entity: 'bottle', id: bottle.id, op: 'put', action, data: bottle },
    { before: found.bottle },
  );
  return bottle;
}

/** An empty bottle leaves the cellar as every removal does, for its reason. */
async function finish(write: BottleWrite, actor: Author, id: string): Promise<OpenBottleAnswer> {
  const removed = await removeBottles(write, actor, { ids: [id], reason: 'poured' });
  if (removed.length === 0) throw notFound();
  return { bottle: null, finished: true };
}

/**
 * A glass of a format by the glass (decision 0053), in the caller's transaction: poured from its
 * bottle opened first, else from its oldest bottle on hand, opened for it; a bottle it empties is
 * finished (Poured by the glass) and the rest of the glass comes from the next, opened too. No
 * bottle left to fill it refuses it (`no-bottle-to-pour`). Imported glass sales pour the same way.
 */
export async function pourGlassIn(
  write: BottleWrite,
  actor: Author,
  formatId: string,
  size: PourSize,
): Promise<GlassPourAnswer> {
  const { tx, record } = write;
  const { restaurantId } = actor;
  if (!(await formatExists(tx, restaurantId, formatId))) throw notFound();
  const poured: GlassPourAnswer['poured'] = [];
  let ml: number = POURS[size];
  let location = await lastPouredLocation(tx, restaurantId, formatId);
  for (;;) {
    let found = await firstOpenOfFormat(tx, restaurantId, formatId);
    const openedNow = found === undefined;
    if (!found) {
      const next = await nextToOpen(tx, restaurantId, formatId, location);
      if (!next) throw new AppError('no-bottle-to-pour');
      const bottle = await save(tx, record, restaurantId, next, opening(), 'bottle.open');
      found = { ...next, bottle };
    }
    const open = found.bottle.open;
    const { remaining, carryMl } = pourAcross(open?.remaining ?? FULL, ml, found.bottleSize);
    if (remaining === 0) {
      await finish(write, actor, found.bottle.id);
      poured.push({ bottleId: found.bottle.id, openedNow, finished: true });
      if (carryMl === 0) return { poured, bottle: null };
      ml = carryMl;
      location = found.bottle.locationId;
      continue;
    }
    const values = {
      level_tenths: open?.levelTenths ?? null,
      level_grams: open?.levelGrams ?? null,
      remaining_permille: remaining,
    };
    const bottle = await save(tx, record, restaurantId, found, values, 'bottle.pour');
    poured.push({ bottleId: bottle.id, openedNow, finished: false });
    return { poured, bottle };
  }
}
