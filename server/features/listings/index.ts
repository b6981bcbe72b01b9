// What the rest of the server uses of the listings feature; its files are its own.
export { listingRoutes } from './listing-routes.js';
export { ListingService } from './listing-service.js';
