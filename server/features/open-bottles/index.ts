// What the rest of the server uses of open bottles: their routes and service.
export { openBottleRoutes } from './open-bottle-routes.js';
export { OpenBottleService, pourGlassIn } from './open-bottle-service.js';
