import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { SalesPreview, salesQuerySchema } from '../../../domain/sales-api.js';
import type { SalesDepletion } from '../../../domain/sales-depletion.js';
import type { Db } from '../../db/database.js';
import { newId } from '../../db/new-id.js';
import type { Database } from '../../db/schema.js';
import { takeTurns } from '../../db/take-turns.js';
import type { Writer } from '../../db/writer.js';
import type { Actor } from '../../http/actor.js';
import { AppError } from '../../http/app-error.js';
import { fileHash, OneImportAtATime } from '../imports/index.js';
import { depleteSalesFile, undoableRemovals } from '../sales-depletion/index.js';
import { readSalesOffThread } from './sales-off-thread.js';
import {
  importedDays,
  keepShape,
  rememberedShapes,
  removeDays,
  salesOverview,
  sameFile,
} from './sales-repo.js';
import {
  dropAbandonedFiles,
  dropPendingFile,
  markImported,
  stageSalesFile,
} from './staged-lines.js';

type SalesQuery = z.output<typeof salesQuerySchema>;

/**
 * Sales in (docs/product.md §Sales, decision 0054): a POS export read off the event loop, shown
 * first, then imported: its lines written in slices into a pending file, which one short last
 * transaction makes imported (decision 0069). The same bytes twice are refused; days some other
 * file already has are refused too, and replaced (their earlier lines removed) only when the
 * person confirms.
 */
export class SalesService {
  /** The restaurants importing a sales file in this process: one file at a time each. */
  private readonly running = new OneImportAtATime('sales-import-running');

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
    return this.running.run(restaurantId, async () => {
      const { summary, lines } = await this.read(actor, file, query, true);
      if (!summary.mapped) throw new AppError('sales-not-mapped');
      if (summary.errorCount > 0) {
        throw new AppError('sales-has-errors', { errors: summary.errors.slice(0, 20) });
      }
      if (lines.length === 0) throw new AppError('sales-no-lines');
      const hash = fileHash(file);
      // Checked before a line is written, so a refused file costs no writes; and again at the end.
      await this.refuseTaken(this.db.kysely, restaurantId, hash, summary.days, query);
      const fileId = newId();
      const now = new Date().toISOString();
      const pending = {
        id: fileId,
        fileName: query.name ?? '',
        source: summary.source,
        days: summary.days,
        now,
      };
      try {
        await stageSalesFile(this.writer, this.db, actor, pending, lines);
        return await this.writer.write(actor, async (tx, record, historyId) => {
          // In the last transaction, in turns: two processes importing one file (or the same
          // days) at once both see the first one's commit, and the second is refused by reason.
          await takeTurns(tx, this.writer.dialect, `sales-import:${restaurantId}`);
          const taken = await this.refuseTaken(tx, restaurantId, hash, summary.days, query);
          await removeDays(tx, restaurantId, taken);
          await markImported(tx, restaurantId, fileId, hash, new Date().toISOString());
          // A mapping chosen by hand is offered again for the next file of this shape.
          if (summary.source === 'mapped') {
            await keepShape(tx, restaurantId, summary.shapeKey, summary.mapping, now);
          }
          // In the same transaction: the file and the bottles its sales removed are one batch.
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
      } catch (error) {
        // All or nothing: the slices written are deleted; left by a crash, the next start does it.
        await dropPendingFile(this.writer, this.db.kysely, actor, fileId).catch(() => undefined);
        throw error;
      }
    });
  }

  /** Refuses the same bytes, and days other files have unless replacing; answers those days. */
  private async refuseTaken(
    db: Kysely<Database>,
    restaurantId: string,
    hash: string,
    days: readonly string[],
    query: SalesQuery,
  ): Promise<string[]> {
    const earlier = await sameFile(db, restaurantId, hash);
    if (earlier) throw new AppError('sales-already-imported', earlier);
    const taken = await importedDays(db, restaurantId, days);
    if (taken.length > 0 && query.replace !== '1') {
      throw new AppError('sales-days-imported', { days: taken, list: taken.join(', ') });
    }
    return taken;
  }

  /** At the server's start: the files a stopped import left pending, deleted. */
  dropAbandoned(): Promise<number> {
    return dropAbandonedFiles(this.writer, this.db);
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
