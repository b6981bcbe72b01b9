import type { z } from 'zod';
import type { Bottle, Format, Product } from '../../../domain/inventory.js';
import type {
  createProductRequestSchema,
  updateProductRequestSchema,
} from '../../../domain/inventory-commands.js';
import { FIRST_CARDS_LIMIT, type FirstCards } from '../../../domain/product-cards.js';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/constraint-errors.js';
import type { Db } from '../../db/database.js';
import { newId } from '../../db/new-id.js';
import type { RecordChange, Tx, Writer } from '../../db/writer.js';
import type { Actor } from '../../http/actor.js';
import { AppError, notFound } from '../../http/app-error.js';
import { readAtRevision, readCategories } from '../restaurants/index.js';
import { checkClassification } from './category-check.js';
import { readInventoryCounts, readProductCards } from './first-cards-repo.js';
import type { FormatFields } from './format-repo.js';
import {
  deleteListingsOfFormat,
  findFormat,
  findMatchingFormat,
  formatsOfProduct,
  insertFormat,
} from './format-repo.js';
import { addNewBottles, namingTakenIds } from './new-bottles.js';
import type { ProductFields } from './product-repo.js';
import * as products from './product-repo.js';

type CreateProduct = z.output<typeof createProductRequestSchema>;
export type UpdateProduct = z.output<typeof updateProductRequestSchema>;

export interface SavedProduct {
  product: Product;
  format: Format;
  bottles: Bottle[];
}

/**
 * Wine profiles. Saving the bottle/profile form for a new profile is one transaction: the profile
 * (or the existing one with the same general information), its format (or the matching one), and
 * the new bottles. Its save for an existing profile is ProductEditService's (product-edits.ts).
 */
export class ProductService {
  constructor(
    private readonly db: Db,
    private readonly writer: Writer,
  ) {}

  /**
   * The dashboard's first screen (decision 0013), drawn while the restaurant's model loads: the
   * counts and the cards agree, being read in one transaction.
   */
  async firstCards(actor: Actor, locale: string | undefined): Promise<FirstCards> {
    const { value, revision } = await readAtRevision(this.db, actor.restaurantId, async (tx) => {
      const [counts, categories, cards] = await Promise.all([
        readInventoryCounts(tx, actor.restaurantId),
        readCategories(tx, actor.restaurantId),
        readProductCards(tx, actor.restaurantId, FIRST_CARDS_LIMIT, locale),
      ]);
      return { counts, categories, cards };
    });
    return { ...value, revision };
  }

  async create(actor: Actor, request: CreateProduct): Promise<SavedProduct> {
    const ids = request.bottles?.ids ?? [];
    return namingTakenIds(this.db.kysely, actor.restaurantId, ids, () =>
      // Two people saving the same new wine at once: the loser's insert hits the unique identity,
      // and its retry finds and reuses the winner's profile.
      retryOnce(
        (error) => isUniqueViolation(error, 'identity') || isUniqueViolation(error, 'formats'),
        () =>
          this.writer.write(actor, async (tx, record) => {
            const now = new Date().toISOString();
            await checkClassification(tx, actor.restaurantId, request.product);
            const product = await this.findOrCreate(
              tx,
              record,
              actor,
              request.product,
              request.reassignBarcode,
              now,
            );
            const format = await findOrCreateFormat(
              tx,
              record,
              actor.restaurantId,
              product.id,
              request.format,
              now,
            );
            const bottles = request.bottles
              ? await addNewBottles(tx, record, actor.restaurantId, format.id, request.bottles, now)
              : [];
            return { product, format, bottles };
          }),
      ),
    );
  }

  async update(actor: Actor, productId: string, request: UpdateProduct): Promise<Product> {
    try {
      return await this.writer.write(actor, (tx, record) =>
        updateProductIn(tx, record, actor.restaurantId, productId, request),
      );
    } catch (error) {
      if (isUniqueViolation(error, 'identity')) throw new AppError('duplicate-product');
      throw error;
    }
  }

  /** Refused while any of its formats has bottles; takes its formats and glass listings with it. */
  async remove(actor: Actor, productId: string): Promise<void> {
    try {
      await this.writer.write(actor, async (tx, record) => {
        const product = await products.lockProduct(tx, actor.restaurantId, productId);
        if (!product) throw notFound();
        for (const format of await formatsOfProduct(tx, actor.restaurantId, productId)) {
          for (const listingId of await deleteListingsOfFormat(tx, actor.restaurantId, format.id)) {
            record({
              entity: 'listing',
              id: listingId,
              op: 'delete',
              action: 'listing.remove',
              data: null,
            });
          }
          await tx
            .deleteFrom('formats')
            .where('restaurant_id', '=', actor.restaurantId)
            .where('id', '=', format.id)
            .execute();
          record({
            entity: 'format',
            id: format.id,
            op: 'delete',
            action: 'format.remove',
            data: null,
          });
        }
        await products.deleteProductRow(tx, actor.restaurantId, productId);
        record({
          entity: 'product',
          id: productId,
          op: 'delete',
          action: 'product.remove',
          data: null,
        });
      });
    } catch (error) {
      // The bottles' foreign key, not a count read beforehand, is what refuses it.
      if (isForeignKeyViolation(error)) throw new AppError('profile-has-bottles');
      throw error;
    }
  }

  async setDefaultFormat(actor: Actor, productId: string, formatId: string): Promise<Product> {
    return this.writer.write(actor, async (tx, record) => {
      // Locked first, as a format's removal does: the format read next cannot be going away.
      if (!(await products.lockProduct(tx, actor.restaurantId, productId))) throw notFound();
      const format = await findFormat(tx, actor.restaurantId, formatId);
      if (!format || format.productId !== productId) throw notFound();
      const product = await products.setProductColumns(
        tx,
        actor.restaurantId,
        productId,
        { default_format_id: formatId },
        new Date().toISOString(),
      );
      if (!product) throw notFound();
      record({
        entity: 'product',
        id: product.id,
        op: 'put',
        action: 'product.default-format',
        data: product,
      });
      return product;
    });
  }

  private async findOrCreate(
    tx: Tx,
    record: RecordChange,
    actor: Actor,
    fields: ProductFields,
    reassignBarcode: boolean,
    now: string,
  ): Promise<Product> {
    const existing = await products.lockProductByIdentity(tx, actor.restaurantId, fields);
    if (existing) {
      if (fields.barcode && existing.barcode !== fields.barcode) {
        await takeBarcode(
          tx,
          record,
          actor.restaurantId,
          fields.barcode,
          existing.id,
          reassignBarcode,
          now,
        );
        const updated = await products.setProductColumns(
          tx,
          actor.restaurantId,
          existing.id,
          { barcode: fields.barcode },
          now,
        );
        if (updated) {
          record({
            entity: 'product',
            id: updated.id,
            op: 'put',
            action: 'product.update',
            data: updated,
          });
          return updated;
        }
      }
      return existing;
    }
    await takeBarcode(tx, record, actor.restaurantId, fields.barcode, null, reassignBarcode, now);
    const product = await products.insertProduct(tx, actor.restaurantId, newId(), fields, now);
    record({ entity: 'product', id: product.id, op: 'put', action: 'product.add', data: product });
    return product;
  }
}

/**
 * Edits a product's general information in the caller's transaction, locking it first. A name
 * and origin another product has fails on the unique identity: the caller says `duplicate-product`.
 */
export async function updateProductIn(
  tx: Tx,
  record: RecordChange,
  restaurantId: string,
  productId: string,
  request: UpdateProduct,
): Promise<Product> {
  const now = new Date().toISOString();
  const existing = await products.lockProduct(tx, restaurantId, productId);
  if (!existing) throw notFound();
  await checkClassification(tx, restaurantId, request.product);
  await takeBarcode(
    tx,
    record,
    restaurantId,
    request.product.barcode,
    productId,
    request.reassignBarcode,
    now,
  );
  const product = await products.updateProduct(tx, restaurantId, productId, request.product, now);
  if (!product) throw notFound();
  record(
    { entity: 'product', id: product.id, op: 'put', action: 'product.update', data: product },
    { before: existing },
  );
  return product;
}

/**
 * A barcode belongs to one wine. If another wine has it, the user is asked first (Barcode In Use);
 * with their yes, it moves to this wine in the same transaction.
 */
async function takeBarcode(
  tx: Tx,
  record: RecordChange,
  restaurantId: string,
  barcode: string | null,
  forProductId: string | null,
  reassign: boolean,
  now: string,
): Promise<void> {
  if (!barcode) return;
  const owner = await products.findBarcodeOwner(tx, restaurantId, barcode);
  if (!owner || owner.id === forProductId) return;
  if (!reassign) {
    throw new AppError('barcode-in-use', { productId: owner.id, productName: owner.name });
  }
  const cleared = await products.setProductColumns(
    tx,
    restaurantId,
    owner.id,
    { barcode: null },
    now,
  );
  if (cleared)
    record({
      entity: 'product',
      id: cleared.id,
      op: 'put',
      action: 'product.barcode-moved',
      data: cleared,
    });
}

export async function findOrCreateFormat(
  tx: Tx,
  record: RecordChange,
  restaurantId: string,
  productId: string,
  fields: FormatFields,
  now: string,
): Promise<Format> {
  const existing = await findMatchingFormat(tx, restaurantId, productId, fields);
  if (existing) return existing;
  const format = await insertFormat(tx, restaurantId, newId(), productId, fields, now);
  record({ entity: 'format', id: format.id, op: 'put', action: 'format.add', data: format });
  return format;
}

async function retryOnce<T>(
  shouldRetry: (error: unknown) => boolean,
  run: () => Promise<T>,
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!shouldRetry(error)) throw error;
    return run();
  }
}
