import type { Category, LocalizedName } from '../../../domain/restaurant.js';
import { apiPost, apiRequest } from '../../lib/api-client.js';

/** The category manager's calls: one category or sub-category per request. */

const path = (key: string) => `/api/categories/${encodeURIComponent(key)}`;
const subPath = (key: string, subKey: string) =>
  `${path(key)}/subcategories/${encodeURIComponent(subKey)}`;

export function addCategory(category: { key: string } & LocalizedName): Promise<Category> {
  return apiPost<Category>('/api/categories', category);
}

/** `from` is what the user saw: the server refuses the rename if it changed meanwhile. */
export function renameCategory(
  key: string,
  names: LocalizedName,
  from: LocalizedName,
): Promise<Category> {
  return apiRequest<Category>('PATCH', path(key), { ...names, from });
}

export function deleteCategory(key: string): Promise<void> {
  return apiRequest<void>('DELETE', path(key));
}

export function addSubcategory(
  key: string,
  subcategory: { key: string } & LocalizedName,
): Promise<Category> {
  return apiPost<Category>(`${path(key)}/subcategories`, subcategory);
}

export function renameSubcategory(
  key: string,
  subKey: string,
  names: LocalizedName,
  from: LocalizedName,
): Promise<Category> {
  return apiRequest<Category>('PATCH', subPath(key, subKey), { ...names, from });
}

export function deleteSubcategory(key: string, subKey: string): Promise<Category> {
  return apiRequest<Category>('DELETE', subPath(key, subKey));
}
