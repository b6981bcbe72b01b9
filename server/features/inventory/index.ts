// What the rest of the server uses of the inventory (profiles, formats, bottles); its files are
// its own. Other features write bottles only through its commands, in their own transaction.
export {
  addBottles,
  addImportedBottles,
  changeBottlesFormat,
  missingIds,
  moveBottles,
  moveEachBottle,
  rekeyBottle,
  rekeyBottles,
} from './bottle-commands.js';
export { cursorAfter } from './bottle-cursor.js';
export { recordLevels } from './bottle-levels.js';
export { existingBottleIds, updateBottleRow } from './bottle-repo.js';
export { BottleService, updateBottleIn } from './bottle-service.js';
export type { BottleWrite } from './bottle-write.js';
export { FormatService } from './format-service.js';
export { readBottles, readFormats, readProducts } from './inventory-read-repo.js';
export { inventoryRoutes } from './inventory-routes.js';
export { namingTakenIds, newManualBottleId } from './new-bottles.js';
export { checkPlacement } from './placement.js';
export { ProductEditService } from './product-edits.js';
export { productColumns } from './product-repo.js';
export { ProductService } from './product-service.js';
export { removeBottles } from './removals.js';
export { BOTTLE_COLUMNS, toBottle, toProduct } from './row-mappers.js';
