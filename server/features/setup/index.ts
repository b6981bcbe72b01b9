// What the rest of the server uses of the first-run setup; its files are its own.
export { setupRoutes } from './setup-routes.js';
export { SetupService } from './setup-service.js';
