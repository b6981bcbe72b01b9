import type { z } from 'zod';
import type { Category, LocalizedName } from '../../../domain/restaurant.js';
import {
  type addCategoryRequestSchema,
  type addSubcategoryRequestSchema,
  hasBothNames,
  type InUseDetails,
  inUseTitles,
  isValidCategoryKey,
  isValidSubcategoryKey,
  type renameCategoryRequestSchema,
} from '../../../domain/restaurant-commands.js';
import { isUniqueViolation } from '../../db/constraint-errors.js';
import type { RecordChange, Writer } from '../../db/writer.js';
import type { Actor } from '../../http/actor.js';
import { AppError, notFound } from '../../http/app-error.js';
import * as repo from './category-repo.js';

type AddCategory = z.output<typeof addCategoryRequestSchema>;
type AddSubcategory = z.output<typeof addSubcategoryRequestSchema>;
type Rename = z.output<typeof renameCategoryRequestSchema>;

function recordCategory(record: RecordChange, action: string, category: Category): void {
  // The change id of a category is its cat_ key.
  record({ entity: 'category', id: category.key, op: 'put', action, data: category });
}

/** 409 aborted naming the category; the client shows its name in the UI language. */
function inUse(names: LocalizedName): AppError {
  const details: InUseDetails = {
    title: inUseTitles.category,
    en: names.en,
    fr: names.fr,
  };
  return new AppError('category-in-use', details);
}

function isStale(request: Rename, current: LocalizedName): boolean {
  return (
    request.from !== undefined && (request.from.en !== current.en || request.from.fr !== current.fr)
  );
}

/** The category manager (docs/product.md §5): one category or sub-category per request. */
export class CategoryService {
  constructor(private readonly writer: Writer) {}

  async add(actor: Actor, request: AddCategory): Promise<Category> {
    if (!isValidCategoryKey(request.key) || !hasBothNames(request))
      throw new AppError('category-key-invalid');
    try {
      return await this.writer.write(actor, async (tx, record) => {
        const row = await repo.insertCategory(tx, actor.restaurantId, request);
        const category = await repo.readCategory(tx, actor.restaurantId, row);
        recordCategory(record, 'category.add', category);
        return category;
      });
    } catch (error) {
      if (isUniqueViolation(error, 'categories')) throw new AppError('category-key-taken');
      throw error;
    }
  }

  async rename(actor: Actor, key: string, request: Rename): Promise<Category> {
    if (!hasBothNames(request)) throw new AppError('category-names-required');
    return this.writer.write(actor, async (tx, record) => {
      const row = await repo.lockCategory(tx, actor.restaurantId, key);
      if (!row) throw notFound();
      const current = { en: row.name_en, fr: row.name_fr };
      if (isStale(request, current)) throw new AppError('stale');
      if (current.en === request.en && current.fr === request.fr)
        return repo.readCategory(tx, actor.restaurantId, row);
      if (!(await repo.renameCategoryRow(tx, actor.restaurantId, key, current, request)))
        throw new AppError('stale');
      const category = await repo.readCategory(tx, actor.restaurantId, {
        ...row,
        name_en: request.en,
        name_fr: request.fr,
      });
      recordCategory(record, 'category.rename', category);
      return category;
    });
  }

  /** Refused while a product is assigned to it; its sub-categories go with it. */
  async remove(actor: Actor, key: string): Promise<void> {
    await this.writer.write(actor, async (tx, record) => {
      // Locked first, as a profile being saved into it is: the delete's check, a statement of its
      // own after the lock, sees that profile. Checked while waiting, it would not (decision 0007).
      const row = await repo.lockCategory(tx, actor.restaurantId, key);
      if (!row) throw notFound();
      if (!(await repo.deleteUnusedCategory(tx, actor.restaurantId, key)))
        throw inUse({ en: row.name_en, fr: row.name_fr });
      record({ entity: 'category', id: key, op: 'delete', action: 'category.remove', data: null });
    });
  }

  async addSubcategory(actor: Actor, key: string, request: AddSubcategory): Promise<Category> {
    if (!isValidSubcategoryKey(request.key) || !hasBothNames(request))
      throw new AppError('subcategory-key-invalid');
    try {
      return await this.writer.write(actor, async (tx, record) => {
        const row = await repo.lockCategory(tx, actor.restaurantId, key);
        if (!row) throw notFound();
        await repo.insertSubcategory(tx, actor.restaurantId, key, request);
        const category = await repo.readCategory(tx, actor.restaurantId, row);
        recordCategory(record, 'category.subcategory-add', category);
        return category;
      });
    } catch (error) {
      // Sub-category keys are unique across the restaurant, not only within the category.
      if (isUniqueViolation(error, 'subcategories')) throw new AppError('subcategory-key-taken');
      throw error;
    }
  }

  async renameSubcategory(
    actor: Actor,
    key: string,
    subKey: string,
    request: Rename,
  ): Promise<Category> {
    if (!hasBothNames(request)) throw new AppError('category-names-required');
    return this.writer.write(actor, async (tx, record) => {
      const row = await repo.lockCategory(tx, actor.restaurantId, key);
      if (!row) throw notFound();
      const current = await repo.findSubcategory(tx, actor.restaurantId, key, subKey);
      if (!current) throw notFound();
      if (isStale(request, current)) throw new AppError('stale');
      if (current.en === request.en && current.fr === request.fr)
        return repo.readCategory(tx, actor.restaurantId, row);
      await repo.renameSubcategoryRow(tx, actor.restaurantId, key, subKey, request);
      const category = await repo.readCategory(tx, actor.restaurantId, row);
      recordCategory(record, 'category.subcategory-rename', category);
      return category;
    });
  }

  /** Only the sub-category; refused while a product is assigned to it. */
  async removeSubcategory(actor: Actor, key: string, subKey: string): Promise<Category> {
    return this.writer.write(actor, async (tx, record) => {
      const row = await repo.lockCategory(tx, actor.restaurantId, key);
      if (!row) throw notFound();
      if (!(await repo.deleteUnusedSubcategory(tx, actor.restaurantId, key, subKey))) {
        const names = await repo.findSubcategory(tx, actor.restaurantId, key, subKey);
        throw names ? inUse(names) : notFound();
      }
      const category = await repo.readCategory(tx, actor.restaurantId, row);
      recordCategory(record, 'category.subcategory-remove', category);
      return category;
    });
  }
}
