import type { z } from 'zod';
import {
  type ImportPreview,
  type ImportResult,
  type importQuerySchema,
  MAX_LISTED,
  PAST_IMPORTS_LISTED,
  type PastImport,
} from '../../../domain/import-api.js';
import type { Db } from '../../db/database.js';
import { newId } from '../../db/new-id.js';
import type { RecordChange, Tx, Writer } from '../../db/writer.js';
import type { Actor } from '../../http/actor.js';
import { AppError, notFound } from '../../http/app-error.js';
import { existingBottleIds } from '../inventory/index.js';
import { readLocation } from '../locations/index.js';
import { type ImportPlan, previewOf } from './import-plan.js';
import { bottlesUntouched, deleteWhereIn, refuseIfUsed } from './import-undo-rows.js';
import { type ImportRecord, writePlan } from './import-write.js';
import { OneImportAtATime } from './one-import-at-a-time.js';
import { planOffThread, previewOffThread } from './parse-off-thread.js';
import { lastBatch, readPlanBasis } from './plan-basis.js';
import { earlierImport, fileHash } from './same-file.js';

type ImportQuery = z.output<typeof importQuerySchema>;

/** The inventory changed between the plan's reads and the import's transaction. */
class InventoryChanged extends Error {}

/** Plans of one import, when the inventory keeps changing under them, before it is refused. */
const PLAN_ATTEMPTS = 3;

/**
 * Import a cellar (decisions 0019, 0031): the same file is checked for the preview and checked
 * again for the import, which writes it as one batch only while the inventory is as checked; Undo
 * removes what that batch created while none of its bottles has changed since.
 */
export class ImportService {
  private readonly importing = new OneImportAtATime();

  constructor(
    private readonly db: Db,
    private readonly writer: Writer,
  ) {}

  async preview(actor: Actor, file: Uint8Array, query: ImportQuery): Promise<ImportPreview> {
    this.importing.refuseWhileRunning(actor.restaurantId);
    const basis = await readPlanBasis(this.db.kysely, actor.restaurantId);
    const planned = await previewOffThread(file, query.sheet, {
      basis,
      request: this.request(query),
    });
    const existing = await existingBottleIds(
      this.db.kysely,
      actor.restaurantId,
      planned.fileBottleIds,
    );
    const alreadyImported = await earlierImport(this.db.kysely, actor.restaurantId, fileHash(file));
    return {
      ...planned.preview,
      existingBottleIds: existing.slice(0, MAX_LISTED),
      existingBottleCount: existing.length,
      sheets: planned.sheets,
      alreadyImported,
    };
  }

  /**
   * The file is read and planned in a worker against the inventory as read just before (decision
   * 0031), then written in one transaction only while that inventory is still the restaurant's
   * last change batch: otherwise it is planned again, a few times at most.
   */
  commit(actor: Actor, file: Uint8Array, query: ImportQuery): Promise<ImportResult> {
    return this.importing.run(actor.restaurantId, async () => {
      for (let attempt = 1; ; attempt++) {
        const basis = await readPlanBasis(this.db.kysely, actor.restaurantId);
        const plan = await planOffThread(file, query.sheet, {
          basis,
          request: this.request(query),
        });
        plan.existingBottleIds = await existingBottleIds(
          this.db.kysely,
          actor.restaurantId,
          plan.fileBottleIds,
        );
        try {
          return await this.write(actor, file, query, plan, basis.revision);
        } catch (error) {
          if (!(error instanceof InventoryChanged)) throw error;
          if (attempt >= PLAN_ATTEMPTS) throw new AppError('import-inventory-changed');
        }
      }
    });
  }

  private write(
    actor: Actor,
    file: Uint8Array,
    query: ImportQuery,
    plan: ImportPlan,
    plannedAt: number,
  ): Promise<ImportResult> {
    const importId = newId();
    const hash = fileHash(file);
    return this.writer.write(actor, async (tx, record, historyId) => {
      if ((await lastBatch(tx, actor.restaurantId)) !== plannedAt) throw new InventoryChanged();
      // Checked in the write's transaction: two tabs importing one file both see the first.
      const earlier = await earlierImport(tx, actor.restaurantId, hash);
      if (earlier && query.again !== '1') throw new AppError('import-already-imported', earlier);
      if (
        plan.errors.length > 0 ||
        plan.existingBottleIds.length > 0 ||
        plan.bottles.length === 0
      ) {
        throw new AppError('import-has-errors', {
          preview: { ...previewOf(plan), sheets: [], alreadyImported: earlier },
        });
      }
      const now = new Date().toISOString();
      const batchId = await historyId();
      const created = await writePlan(tx, record, actor, plan, now, batchId, this.db.dialect);
      await tx
        .insertInto('imports')
        .values({
          restaurant_id: actor.restaurantId,
          id: importId,
          created_at: now,
          created_by_user_id: actor.userId,
          history_id: batchId,
          bottle_count: created.bottles.length,
          created: JSON.stringify(created),
          undone_at: null,
          file_name: query.name ?? '',
          file_hash: hash,
        })
        .execute();
      return {
        importId,
        bottles: created.bottles.length,
        products: created.products.length,
        formats: created.formats.length,
      };
    });
  }

  /**
   * The latest imports, newest first, each with whether Undo import would remove it. Only its
   * bottles are checked here (the usual reason); Undo itself also checks its formats, profiles
   * and places, and refuses with the same reason.
   */
  async list(actor: Actor): Promise<PastImport[]> {
    const restaurantId = actor.restaurantId;
    return this.db.kysely.transaction().execute(async (tx) => {
      const rows = await tx
        .selectFrom('imports')
        .leftJoin('users', 'users.id', 'imports.created_by_user_id')
        .select([
          'imports.id',
          'imports.created_at',
          'imports.file_name',
          'imports.history_id',
          'imports.created',
          'imports.undone_at',
          'users.display_name',
        ])
        .where('imports.restaurant_id', '=', restaurantId)
        .orderBy('imports.created_at', 'desc')
        .orderBy('imports.id')
        .limit(PAST_IMPORTS_LISTED)
        .execute();
      const listed: PastImport[] = [];
      for (const row of rows) {
        const created = JSON.parse(row.created) as ImportRecord;
        const untouched =
          row.undone_at === null &&
          (await bottlesUntouched(
            tx,
            this.db.dialect,
            restaurantId,
            created.bottles,
            row.history_id,
          ));
        listed.push({
          id: row.id,
          at: row.created_at,
          by: row.display_name ?? '',
          fileName: row.file_name,
          bottles: created.bottles.length,
          products: created.products.length,
          formats: created.formats.length,
          undoneAt: row.undone_at,
          notUndoable:
            row.undone_at !== null ? 'import-undone' : untouched ? null : 'import-not-undoable',
        });
      }
      return listed;
    });
  }

  undo(actor: Actor, importId: string): Promise<{ bottles: number }> {
    return this.writer.write(actor, async (tx, record, _historyId, note) => {
      const row = await tx
        .selectFrom('imports')
        .selectAll()
        .where('restaurant_id', '=', actor.restaurantId)
        .where('id', '=', importId)
        .executeTakeFirst();
      if (!row) throw notFound();
      if (row.undone_at !== null) throw new AppError('import-undone');
      const created = JSON.parse(row.created) as ImportRecord;
      const restaurantId = actor.restaurantId;
      if (
        !(await bottlesUntouched(
          tx,
          this.db.dialect,
          restaurantId,
          created.bottles,
          row.history_id,
        ))
      ) {
        throw new AppError('import-not-undoable');
      }
      await deleteWhereIn(tx, this.db.dialect, restaurantId, 'bottles', 'id', created.bottles);
      for (const id of created.bottles) {
        record({ entity: 'bottle', id, op: 'delete', action: 'bottle.remove', data: null });
      }
      // What the import created is removed only if nothing else came to use it since.
      await refuseIfUsed(
        tx,
        this.db.dialect,
        restaurantId,
        'bottles',
        'format_id',
        created.formats,
      );
      await deleteWhereIn(
        tx,
        this.db.dialect,
        restaurantId,
        'glass_listings',
        'format_id',
        created.formats,
      );
      await deleteWhereIn(tx, this.db.dialect, restaurantId, 'formats', 'id', created.formats);
      for (const id of created.formats) {
        record({ entity: 'format', id, op: 'delete', action: 'format.remove', data: null });
      }
      await refuseIfUsed(
        tx,
        this.db.dialect,
        restaurantId,
        'formats',
        'product_id',
        created.products,
      );
      await deleteWhereIn(tx, this.db.dialect, restaurantId, 'products', 'id', created.products);
      for (const id of created.products) {
        record({ entity: 'product', id, op: 'delete', action: 'product.remove', data: null });
      }
      await this.removePlaces(tx, record, restaurantId, created);
      await tx
        .updateTable('imports')
        .set({ undone_at: new Date().toISOString() })
        .where('restaurant_id', '=', restaurantId)
        .where('id', '=', importId)
        .execute();
      // The Activity names the file this undoes, where its changes alone are wines removed.
      note({ undoneImport: { file: row.file_name, bottles: created.bottles.length } });
      return { bottles: created.bottles.length };
    });
  }

  private request(query: ImportQuery) {
    return {
      ...(query.mapping ? { mapping: query.mapping } : {}),
      ...(query.categories ? { categoryChoices: query.categories } : {}),
      ...(query.groups ? { groupChoices: query.groups } : {}),
    };
  }

  private async removePlaces(
    tx: Tx,
    record: RecordChange,
    restaurantId: string,
    created: ImportRecord,
  ): Promise<void> {
    for (const [locationId, name] of created.bins) {
      const used = await tx
        .selectFrom('bottles')
        .select('id')
        .where('restaurant_id', '=', restaurantId)
        .where('location_id', '=', locationId)
        .where('bin', '=', name)
        .limit(1)
        .execute();
      if (used.length > 0) throw new AppError('import-not-undoable');
      await tx
        .deleteFrom('bins')
        .where('restaurant_id', '=', restaurantId)
        .where('location_id', '=', locationId)
        .where('name', '=', name)
        .execute();
    }
    for (const id of created.locations) {
      const used = await tx
        .selectFrom('bottles')
        .select('id')
        .where('restaurant_id', '=', restaurantId)
        .where('location_id', '=', id)
        .limit(1)
        .execute();
      if (used.length > 0) throw new AppError('import-not-undoable');
      await tx
        .deleteFrom('bins')
        .where('restaurant_id', '=', restaurantId)
        .where('location_id', '=', id)
        .execute();
      await tx
        .deleteFrom('locations')
        .where('restaurant_id', '=', restaurantId)
        .where('id', '=', id)
        .execute();
      record({ entity: 'location', id, op: 'delete', action: 'location.remove', data: null });
    }
    const createdLocations = new Set(created.locations);
    const binLocations = new Set(created.bins.map(([locationId]) => locationId));
    for (const id of binLocations) {
      if (createdLocations.has(id)) continue;
      const location = await tx
        .selectFrom('locations')
        .select(['id', 'name'])
        .where('restaurant_id', '=', restaurantId)
        .where('id', '=', id)
        .executeTakeFirst();
      if (!location) continue;
      record({
        entity: 'location',
        id,
        op: 'put',
        action: 'location.bin-remove',
        data: await readLocation(tx, restaurantId, location),
      });
    }
    for (const id of created.colors) {
      const used = await tx
        .selectFrom('colors')
        .innerJoin('products', (join) =>
          join
            .onRef('products.restaurant_id', '=', 'colors.restaurant_id')
            .onRef('products.color', '=', 'colors.name'),
        )
        .select('colors.id')
        .where('colors.restaurant_id', '=', restaurantId)
        .where('colors.id', '=', id)
        .limit(1)
        .execute();
      if (used.length > 0) continue;
      await tx
        .deleteFrom('colors')
        .where('restaurant_id', '=', restaurantId)
        .where('id', '=', id)
        .execute();
      record({ entity: 'color', id, op: 'delete', action: 'color.remove', data: null });
    }
  }
}
