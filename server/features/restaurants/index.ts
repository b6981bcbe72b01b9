// What the rest of the server uses of restaurants (settings, revision, seeding); its files are
// its own.
export { readAtRevision } from './read-at-revision.js';
export { currentRevision, readCategories, readRestaurant } from './restaurant-repo.js';
export { restaurantRoutes } from './restaurant-routes.js';
export { insertRestaurantWithDefaults } from './restaurant-seed.js';
export { RestaurantService } from './restaurant-service.js';
