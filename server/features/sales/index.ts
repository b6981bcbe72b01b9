// What the rest of the server uses of the sales feature; its files are its own.
export { PosItemService } from './pos-items.js';
export { salesRoutes } from './sales-routes.js';
export { SalesService } from './sales-service.js';
export { pendingFiles } from './staged-lines.js';
