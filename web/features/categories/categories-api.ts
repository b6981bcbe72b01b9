import * as ops from '../../../domain/operations/categories.js';
import type { Category, LocalizedName } from '../../../domain/restaurant.js';
import { call } from '../../lib/call.js';

/** The category manager's calls: one category or sub-category per request. */

export function addCategory(category: { key: string } & LocalizedName): Promise<Category> {
  return call(ops.addCategory, { body: category });
}

/** `from` is what the user saw: the server refuses the rename if it changed meanwhile. */
export function renameCategory(
  key: string,
  names: LocalizedName,
  from: LocalizedName,
): Promise<Category> {
  return call(ops.renameCategory, { params: { key }, body: { ...names, from } });
}

export function deleteCategory(key: string): Promise<void> {
  return call(ops.deleteCategory, { params: { key } });
}

export function addSubcategory(
  key: string,
  subcategory: { key: string } & LocalizedName,
): Promise<Category> {
  return call(ops.addSubcategory, { params: { key }, body: subcategory });
}

export function renameSubcategory(
  key: string,
  subKey: string,
  names: LocalizedName,
  from: LocalizedName,
): Promise<Category> {
  return call(ops.renameSubcategory, { params: { key, subKey }, body: { ...names, from } });
}

export function deleteSubcategory(key: string, subKey: string): Promise<Category> {
  return call(ops.deleteSubcategory, { params: { key, subKey } });
}
