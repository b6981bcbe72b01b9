// What the rest of the server uses of the categories feature; its files are its own.
export { categoryRoutes } from './category-routes.js';
export { CategoryService } from './category-service.js';
