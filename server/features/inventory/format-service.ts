import type { z } from 'zod';
import type { Bottle, Format } from '../../../domain/inventory.js';
import type {
  addFormatRequestSchema,
  updateFormatRequestSchema,
} from '../../../domain/inventory-commands.js';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/constraint-errors.js';
import type { Db } from '../../db/database.js';
import { toCents } from '../../db/normalize.js';
import type { RecordChange, Tx, Writer } from '../../db/writer.js';
import type { Actor } from '../../http/actor.js';
import { AppError, notFound } from '../../http/app-error.js';
import { repriceBottlesOnHand } from './bottle-costs.js';
import * as formats from './format-repo.js';
import { addNewBottles, namingTakenIds } from './new-bottles.js';
import * as products from './product-repo.js';
import { findOrCreateFormat } from './product-service.js';

export type AddFormat = z.output<typeof addFormatRequestSchema>;
export type UpdateFormat = z.output<typeof updateFormatRequestSchema>;

export interface FormatRemoval {
  /** Deleting the last format of a wine deletes the wine (docs/product.md §4). */
  productRemoved: boolean;
}

export class FormatService {
  constructor(
    private readonly db: Db,
    private readonly writer: Writer,
  ) {}

  async add(
    actor: Actor,
    productId: string,
    request: AddFormat,
  ): Promise<{ format: Format; bottles: Bottle[] }> {
    return namingTakenIds(this.db.kysely, actor.restaurantId, request.bottles?.ids ?? [], () =>
      this.writer.write(actor, (tx, record) =>
        addFormatIn(tx, record, actor.restaurantId, productId, request),
      ),
    );
  }

  async update(actor: Actor, formatId: string, patch: UpdateFormat): Promise<Format> {
    try {
      return await this.writer.write(actor, (tx, record) =>
        updateFormatIn(tx, record, actor.restaurantId, formatId, patch),
      );
    } catch (error) {
      if (isUniqueViolation(error, 'formats')) throw new AppError('format-exists');
      throw error;
    }
  }

  async remove(actor: Actor, formatId: string): Promise<FormatRemoval> {
    try {
      return await this.writer.write(actor, async (tx, record) => {
        const now = new Date().toISOString();
        const format = await formats.findFormat(tx, actor.restaurantId, formatId);
        // The profile is locked before its formats are counted: a format being added to it
        // either waits for this removal or is counted (decision 0007).
        const product =
          format && (await products.lockProduct(tx, actor.restaurantId, format.productId));
        if (!format || !product) throw notFound();
        for (const listingId of await formats.deleteListingsOfFormat(
          tx,
          actor.restaurantId,
          formatId,
        )) {
          record({
            entity: 'listing',
            id: listingId,
            op: 'delete',
            action: 'listing.remove',
            data: null,
          });
        }
        // The bottles' foreign key refuses this while any bottle is linked to the format.
        if (!(await formats.deleteFormatRow(tx, actor.restaurantId, formatId))) throw notFound();
        record({
          entity: 'format',
          id: formatId,
          op: 'delete',
          action: 'format.remove',
          data: null,
        });

        const siblings = await formats.formatsOfProduct(tx, actor.restaurantId, format.productId);
        if (siblings.length === 0) {
          await products.deleteProductRow(tx, actor.restaurantId, format.productId);
          record({
            entity: 'product',
            id: format.productId,
            op: 'delete',
            action: 'product.remove',
            data: null,
          });
          return { productRemoved: true };
        }
        if (product.defaultFormatId === formatId) {
          const updated = await products.setProductColumns(
            tx,
            actor.restaurantId,
            product.id,
            { default_format_id: null },
            now,
          );
          if (updated)
            record({
              entity: 'product',
              id: updated.id,
              op: 'put',
              action: 'product.default-format',
              data: updated,
            });
        }
        return { productRemoved: false };
      });
    } catch (error) {
      if (isForeignKeyViolation(error)) throw new AppError('format-has-bottles');
      throw error;
    }
  }
}

/**
 * Adds a format to a product (or finds the matching one) with its new bottles, in the caller's
 * transaction; the product is locked first, as a format's removal locks it.
 */
export async function addFormatIn(
  tx: Tx,
  record: RecordChange,
  restaurantId: string,
  productId: string,
  request: AddFormat,
): Promise<{ format: Format; bottles: Bottle[] }> {
  const now = new Date().toISOString();
  if (!(await products.lockProduct(tx, restaurantId, productId))) throw notFound();
  const format = await findOrCreateFormat(tx, record, restaurantId, productId, request.format, now);
  const bottles = request.bottles
    ? await addNewBottles(tx, record, restaurantId, format.id, request.bottles, now)
    : [];
  return { format, bottles };
}

/**
 * Changes the fields a patch sends of a format, in the caller's transaction. A vintage and size
 * the product already has fails on the unique key: the caller says `format-exists`.
 */
export async function updateFormatIn(
  tx: Tx,
  record: RecordChange,
  restaurantId: string,
  formatId: string,
  patch: UpdateFormat,
): Promise<Format> {
  const before = await formats.lockFormat(tx, restaurantId, formatId);
  if (!before) throw notFound();
  const format = await formats.updateFormatRow(
    tx,
    restaurantId,
    formatId,
    patch,
    new Date().toISOString(),
  );
  if (!format) throw notFound();
  if (patch.cost !== undefined && patch.repriceOnHand === true) {
    await repriceBottlesOnHand(tx, restaurantId, formatId, toCents(patch.cost));
  }
  record(
    { entity: 'format', id: format.id, op: 'put', action: 'format.update', data: format },
    { before },
  );
  return format;
}
