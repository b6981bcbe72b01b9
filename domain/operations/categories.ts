import { operation } from '../operation.js';
import { categorySchema } from '../restaurant.js';
import {
  addCategoryRequestSchema,
  addSubcategoryRequestSchema,
  categoryParamsSchema,
  renameCategoryRequestSchema,
  subcategoryParamsSchema,
} from '../restaurant-commands.js';

/** The category manager: one category or sub-category per request. */

export const addCategory = operation({
  name: 'addCategory',
  method: 'POST',
  path: '/api/categories',
  rule: 'edit-settings',
  tag: 'categories',
  summary: 'Add a category (key starting cat_, unique, with EN and FR names)',
  body: addCategoryRequestSchema,
  status: 201,
  response: categorySchema,
});

export const renameCategory = operation({
  name: 'renameCategory',
  method: 'PATCH',
  path: '/api/categories/:key',
  rule: 'edit-settings',
  tag: 'categories',
  summary: "Rename a category's EN and FR names",
  params: categoryParamsSchema,
  body: renameCategoryRequestSchema,
  status: 200,
  response: categorySchema,
});

export const deleteCategory = operation({
  name: 'deleteCategory',
  method: 'DELETE',
  path: '/api/categories/:key',
  rule: 'edit-settings',
  tag: 'categories',
  summary: 'Delete a category and its sub-categories, refused while a product has it',
  params: categoryParamsSchema,
  status: 204,
  response: null,
});

export const addSubcategory = operation({
  name: 'addSubcategory',
  method: 'POST',
  path: '/api/categories/:key/subcategories',
  rule: 'edit-settings',
  tag: 'categories',
  summary: 'Add a sub-category (key starting subcat_, unique, with EN and FR names)',
  params: categoryParamsSchema,
  body: addSubcategoryRequestSchema,
  status: 201,
  response: categorySchema,
});

export const renameSubcategory = operation({
  name: 'renameSubcategory',
  method: 'PATCH',
  path: '/api/categories/:key/subcategories/:subKey',
  rule: 'edit-settings',
  tag: 'categories',
  summary: "Rename a sub-category's EN and FR names; returns its category",
  params: subcategoryParamsSchema,
  body: renameCategoryRequestSchema,
  status: 200,
  response: categorySchema,
});

export const deleteSubcategory = operation({
  name: 'deleteSubcategory',
  method: 'DELETE',
  path: '/api/categories/:key/subcategories/:subKey',
  rule: 'edit-settings',
  tag: 'categories',
  summary: 'Delete only a sub-category, refused while a product has it; returns its category',
  params: subcategoryParamsSchema,
  status: 200,
  response: categorySchema,
});
