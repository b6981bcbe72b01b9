// What the rest of the server uses of the health check; its files are its own.
export { healthRoutes } from './health-routes.js';
