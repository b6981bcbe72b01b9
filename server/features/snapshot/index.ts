// What the rest of the server uses of the snapshot feature; its files are its own.
export { chooseEncoding } from './encoded-model.js';
export { ModelCache } from './model-cache.js';
export { RecentlyUsed } from './recently-used.js';
export { snapshotRoutes } from './snapshot-routes.js';
export { loadSnapshot } from './snapshot-service.js';
