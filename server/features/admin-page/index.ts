// /admin's page with a signed-in member's first wine cards drawn in by the server.
export { AdminPages } from './admin-page.js';
export { adminPageRoutes } from './admin-page-routes.js';
