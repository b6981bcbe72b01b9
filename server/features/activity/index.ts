// What the rest of the server uses of the Activity feature; its files are its own.
export { activityRoutes } from './activity-routes.js';
export { ActivityService } from './activity-service.js';
