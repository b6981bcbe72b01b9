// What the rest of the server uses of the exports feature; its files are its own.
export { exportRoutes } from './export-routes.js';
