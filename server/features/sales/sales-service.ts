import type { z } from 'zod';
import type { SalesPreview, salesQuerySchema } from '../../../domain/sales-api.js';
import type { SalesDepletion } from '../../../domain/sales-depletion.js';
import type { Db } from '../../db/database.js';
import { newId } from '../../db/new-id.js';
import type { Writer } from '../../db/writer.js';
import type { Actor } from '../../http/actor.js';
import { AppError } from '../../http/app-error.js';
import { fileHash } from '../imports/index.js';
import { depleteSalesFile, undoableRemovals } from '../sales-depletion/index.js';
import { readSalesOffThread } from './sales-off-thread.js';
import {
  importedDays,
  insertSalesFile,
  keepShape,
  rememberedShapes,
  removeDays,
  salesOverview,
  sameFile,
} from './sales-repo.js';

type SalesQuery = z.output<typeof salesQuerySchema>;

/**
 * Sales in (docs/product.md §Sales, decision 0054): a POS export read off the event loop, shown
 * first, then imported as one transaction. The same bytes twice are refused; days some other
 * file already has are refused too, and replaced (their earlier lines removed) only when the
 * person confirms.
 */
export class SalesService {
  /** The restaurants importing a sales file in this process: one file at a time each. */
  private readonly running = new Set<string>();

  constructor(
    private readonly db: Db,
    private readonly writer: Writer,
  ) {}

  private async read(actor: Actor, file: Uint8Array, query: SalesQuery, lines: boolean) {
    const remembered = await rememberedShapes(this.db.kysely, actor.restaurantId);
    return readSalesOffThread(file, query.sheet, {
      ask: { remembered, ...(query.mapping ? { mapping: query.mapping } : {}) },
      lines,
    });
  }

  async preview(actor: Actor, file: Uint8Array, query: SalesQuery): Promise<SalesPreview> {
    const { summary } = await this.read(actor, file, query, false);
    const { shapeKey: _shape, ...preview } = summary;
    return {
      ...preview,
      alreadyImported: await sameFile(this.db.kysely, actor.restaurantId, fileHash(file)),
      importedDays: await importedDays(this.db.kysely, actor.restaurantId, summary.days),
    };
  }

  async commit(actor: Actor, file: Uint8Array, query: SalesQuery) {
    const restaurantId = actor.restaurantId;
    if (this.running.has(restaurantId)) throw new AppError('sales-import-running');
    this.running.add(restaurantId);
    try {
      const { summary, lines } = await this.read(actor, file, query, true);
      if (!summary.mapped) throw new AppError('sales-not-mapped');
      if (summary.errorCount > 0) {
        throw new AppError('sales-has-errors', { errors: summary.errors.slice(0, 20) });
      }
      if (lines.length === 0) throw new AppError('sales-no-lines');
      const hash = fileHash(file);
      const fileId = newId();
      return await this.writer.write(actor, async (tx, record, historyId) => {
        // Checked in the write's transaction: two tabs importing one file both see the first.
        const earlier = await sameFile(tx, restaurantId, hash);
        if (earlier) throw new AppError('sales-already-imported', earlier);
        const taken = await importedDays(tx, restaurantId, summary.days);
        if (taken.length > 0 && query.replace !== '1') {
          throw new AppError('sales-days-imported', { days: taken, list: taken.join(', ') });
        }
        await removeDays(tx, restaurantId, taken);
        const now = new Date().toISOString();
        await insertSalesFile(
          tx,
          this.db,
          restaurantId,
          {
            id: fileId,
            fileName: query.name ?? '',
            hash,
            source: summary.source,
            days: summary.days,
            userId: actor.userId,
            now,
          },
          lines,
        );
        // A mapping chosen by hand is offered again for the next file of this shape.
        if (summary.source === 'mapped') {
          await keepShape(tx, restaurantId, summary.shapeKey, summary.mapping, now);
        }
        // In the same transaction: the file and the bottles its sales removed are one change batch.
        const depletion = await depleteSalesFile(
          { tx, dialect: this.writer.dialect, record, historyId },
          actor,
          fileId,
        );
        return {
          fileId,
          lines: lines.length,
          days: summary.days,
          replacedDays: taken,
          depletion: { removed: depletion.removed, short: shortOf(depletion) },
        };
      });
    } finally {
      this.running.delete(restaurantId);
    }
  }

  /** The files and days imported; with each file, the bottles Undo removals would put back. */
  async overview(actor: Actor) {
    const overview = await salesOverview(this.db.kysely, actor.restaurantId);
    const undoable = await undoableRemovals(
      this.db.kysely,
      actor.restaurantId,
      overview.files.map((file) => file.id),
    );
    return {
      ...overview,
      files: overview.files.map((file) => ({
        ...file,
        removedBottles: undoable.get(file.id)?.bottles ?? 0,
        pouredGlasses: undoable.get(file.id)?.glasses ?? 0,
      })),
    };
  }
}

/** Bottles and glasses the file sold that the cellar had none left of. */
function shortOf(depletion: SalesDepletion): number {
  return depletion.formats.reduce((sum, format) => sum + format.short, 0) + depletion.glasses.short;
}
