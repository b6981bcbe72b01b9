// What the rest of the server uses of the colors feature; its files are its own.
export { colorRoutes } from './color-routes.js';
export { ColorService } from './color-service.js';
