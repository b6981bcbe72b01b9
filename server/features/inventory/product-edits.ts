import type { z } from 'zod';
import type { Bottle, Format, Product } from '../../../domain/inventory.js';
import type { saveProductEditsRequestSchema } from '../../../domain/inventory-commands.js';
import { isUniqueViolation } from '../../db/constraint-errors.js';
import type { Db } from '../../db/database.js';
import type { Writer } from '../../db/writer.js';
import type { Actor } from '../../http/actor.js';
import { AppError, notFound } from '../../http/app-error.js';
import { findBottle } from './bottle-repo.js';
import { updateBottleIn } from './bottle-service.js';
import { findFormat } from './format-repo.js';
import { addFormatIn, updateFormatIn } from './format-service.js';
import { namingTakenIds } from './new-bottles.js';
import { lockProduct } from './product-repo.js';
import { updateProductIn } from './product-service.js';

type ProductEdits = z.output<typeof saveProductEditsRequestSchema>;

export interface SavedEdits {
  product: Product;
  format: Format | null;
  bottles: Bottle[];
}

/**
 * The bottle form's save of an existing product (docs/product.md §4): the profile, a format and a
 * bottle change in one transaction, so the save is one revision and one change batch, and a part
 * refused (a taken barcode, an existing format, a location gone) leaves all of it unchanged. Each
 * part is the same command the single edits run, on this write's transaction. The format and the
 * bottle must be the product's: another's is not found.
 */
export class ProductEditService {
  constructor(
    private readonly db: Db,
    private readonly writer: Writer,
  ) {}

  async save(actor: Actor, productId: string, edits: ProductEdits): Promise<SavedEdits> {
    const { restaurantId } = actor;
    const newIds = edits.newFormat?.bottles?.ids ?? [];
    try {
      return await namingTakenIds(this.db.kysely, restaurantId, newIds, () =>
        this.writer.write(actor, async (tx, record) => {
          const product = edits.product
            ? await updateProductIn(tx, record, restaurantId, productId, edits.product)
            : await lockProduct(tx, restaurantId, productId);
          if (!product) throw notFound();
          let format: Format | null = null;
          if (edits.format) {
            const edited = await findFormat(tx, restaurantId, edits.format.id);
            if (edited?.productId !== productId) throw notFound();
            format = await updateFormatIn(
              tx,
              record,
              restaurantId,
              edited.id,
              edits.format.changes,
            );
          }
          const bottles: Bottle[] = [];
          if (edits.newFormat) {
            const added = await addFormatIn(tx, record, restaurantId, productId, edits.newFormat);
            format = added.format;
            bottles.push(...added.bottles);
          }
          if (edits.bottle) {
            const current = await findBottle(tx, restaurantId, edits.bottle.id);
            const itsFormat = current && (await findFormat(tx, restaurantId, current.formatId));
            if (!current || itsFormat?.productId !== productId) throw notFound();
            bottles.push(
              await updateBottleIn(
                tx,
                record,
                restaurantId,
                current.id,
                edits.bottle.changes,
                current,
              ),
            );
          }
          return { product, format, bottles };
        }),
      );
    } catch (error) {
      if (isUniqueViolation(error, 'identity')) throw new AppError('duplicate-product');
      if (isUniqueViolation(error, 'formats')) throw new AppError('format-exists');
      throw error;
    }
  }
}
