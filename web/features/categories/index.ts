/** What other features may use of this one; everything else in the folder is its own. */
export { CategoryManager } from './category-manager.js';
export { NoSubcategoryHint } from './no-subcategory-hint.js';
