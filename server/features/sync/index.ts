// What the rest of the server uses of the offline replay; its files are its own.
export { syncRoutes } from './sync-routes.js';
export { SyncService } from './sync-service.js';
