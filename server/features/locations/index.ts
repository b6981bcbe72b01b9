// What the rest of the server uses of the locations feature; its files are its own.
export { readLocation } from './location-repo.js';
export { locationRoutes } from './location-routes.js';
export { LocationService } from './location-service.js';
