// What the rest of the server uses of the product catalog; its files are its own.
export { parseCatalogFile } from './catalog-file.js';
export { upsertCatalogEntry } from './catalog-repo.js';
export { catalogRoutes } from './catalog-routes.js';
export { CatalogService } from './catalog-service.js';
export { catalogImportSummary, cliLanguage } from './catalog-summary.js';
export { openFoodFacts } from './open-food-facts.js';
